import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendContactMessage } from "./contact-api";

const message = { name: "Rita Retry", email: "rita@client.example", message: "Hello", website: "" };

/** The answers the server gives, in turn; records each request's body. */
function serverAnswering(...answers: Array<{ status: number; retryAfter?: string; body?: unknown }>) {
  const bodies: Array<Record<string, unknown>> = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const {
      status,
      retryAfter,
      body = status === 200 ? { ok: true } : { error: "The site is briefly unavailable." },
    } = answers.shift()!;
    return new Response(JSON.stringify(body), {
      status,
      headers: {
        "content-type": "application/json",
        ...(retryAfter === undefined ? {} : { "retry-after": retryAfter }),
      },
    });
  });
  return bodies;
}

/** Lets the promise run until it waits for a timer (or ends). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the contact form's send", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("tries a 503 once more after its Retry-After, with the same submission id", async () => {
    const bodies = serverAnswering({ status: 503, retryAfter: "2" }, { status: 200 });
    const sent = sendContactMessage(message);
    await settle();
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toEqual({ ok: true });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({ ...message, submissionId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it("waits at most 5 s, and 1 s when the Retry-After says nothing usable", async () => {
    for (const [retryAfter, waitMs] of [
      ["3600", 5000],
      [undefined, 1000],
      ["Wed, 21 Oct 2026 07:28:00 GMT", 1000],
    ] as const) {
      const bodies = serverAnswering({ status: 503, retryAfter }, { status: 200 });
      const sent = sendContactMessage(message);
      await settle();
      await vi.advanceTimersByTimeAsync(waitMs - 1);
      expect(bodies, String(retryAfter)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await sent).toEqual({ ok: true });
    }
  });

  it("answers the second 503 when it fails again, and never tries other failures again", async () => {
    const bodies = serverAnswering({ status: 503, retryAfter: "1" }, { status: 503, retryAfter: "1" });
    const sent = sendContactMessage(message);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await sent).toEqual({ ok: false, status: 503, error: "The site is briefly unavailable." });
    expect(bodies).toHaveLength(2);

    for (const status of [400, 429, 500]) {
      const once = serverAnswering({ status, body: { error: `answer ${status}` } });
      expect(await sendContactMessage(message)).toEqual({ ok: false, status, error: `answer ${status}` });
      expect(once).toHaveLength(1);
    }
  });
});
