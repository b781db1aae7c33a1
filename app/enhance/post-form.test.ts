import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postForm } from "./post-form";

const form = () => {
  const body = new FormData();
  body.set("message", "Hello");
  body.set("submissionId", "0123456789abcdef0123456789abcdef");
  return body;
};

/** The answers the server gives, in turn; records each request's body. */
function serverAnswering(...answers: Array<{ status: number; retryAfter?: string }>) {
  const bodies: FormData[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    bodies.push(init.body as FormData);
    const { status, retryAfter } = answers.shift()!;
    return new Response(`answer ${status}`, {
      status,
      headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
    });
  });
  return bodies;
}

/** Lets the promise run until it waits for a timer (or ends). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("a form posted to its page's action", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("tries a 503 once more after its Retry-After, with the same body", async () => {
    const bodies = serverAnswering({ status: 503, retryAfter: "2" }, { status: 200 });
    const body = form();
    const sent = postForm("/contact", body);
    await settle();
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await sent)?.status).toBe(200);
    expect(bodies).toEqual([body, body]);
  });

  it("waits at most 5 s, and 1 s when the Retry-After says nothing usable", async () => {
    for (const [retryAfter, waitMs] of [
      ["3600", 5000],
      [undefined, 1000],
      ["Wed, 21 Oct 2026 07:28:00 GMT", 1000],
    ] as const) {
      const bodies = serverAnswering({ status: 503, retryAfter }, { status: 200 });
      const sent = postForm("/contact", form());
      await settle();
      await vi.advanceTimersByTimeAsync(waitMs - 1);
      expect(bodies, String(retryAfter)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await sent)?.status).toBe(200);
    }
  });

  it("answers the second 503 when it fails again, and never tries other failures again", async () => {
    const bodies = serverAnswering({ status: 503, retryAfter: "1" }, { status: 503, retryAfter: "1" });
    const sent = postForm("/contact", form());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await (await sent)?.text()).toBe("answer 503");
    expect(bodies).toHaveLength(2);

    for (const status of [400, 429, 500]) {
      const once = serverAnswering({ status });
      expect((await postForm("/contact", form()))?.status).toBe(status);
      expect(once).toHaveLength(1);
    }
  });

  it("answers null when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await postForm("/contact", form())).toBeNull();
  });
});
