import { describe, expect, it } from "vitest";
import { capturedLog } from "../tests/support/captured-log";
import { createBackgroundWork } from "./background";

describe("createBackgroundWork", () => {
  it("starts work after the caller's turn, logs a failure instead of throwing, and settle waits for what is running", async () => {
    const log = capturedLog();
    const background = createBackgroundWork(log.logger);
    const done: string[] = [];
    let finish = () => {};
    background.run("slow work", () =>
      new Promise<void>((resolve) => (finish = resolve)).then(() => void done.push("slow")),
    );
    background.run("failing work", async () => {
      throw new Error("the mail server said no");
    });
    background.run("quick work", async () => void done.push("quick"));
    // Nothing has started within the caller's own turn (an answer being made goes out first).
    expect(done).toEqual([]);

    const settled = background.settle(30_000).then(() => void done.push("settled"));
    await expect.poll(() => done).toEqual(["quick"]);
    finish();
    await settled;
    expect(done).toEqual(["quick", "slow", "settled"]);
    expect(log.records()).toEqual([
      { level: 50, msg: "failing work failed", err: expect.objectContaining({ message: "the mail server said no" }) },
    ]);
  });

  it("settle gives up at its deadline", async () => {
    const background = createBackgroundWork(capturedLog().logger);
    background.run("never ends", () => new Promise<void>(() => {}));
    await background.settle(10);
  });
});
