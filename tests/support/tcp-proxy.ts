import { connect, createServer, type Server, type Socket } from "node:net";
import { freePort } from "./site-server";

/**
 * A TCP forwarder on a fixed local port to `target`, which a test switches on and off: a database
 * that is not there yet, goes away (every connection cut) and comes back on the same address.
 */
export async function createTcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    return socket;
  };
  return {
    port,
    async open(): Promise<void> {
      server = createServer((client) => {
        const upstream = track(connect(target.port, target.host));
        track(client);
        for (const [from, to] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          from.on("error", () => to.destroy());
          from.on("close", () => to.destroy());
          from.pipe(to);
        }
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    async close(): Promise<void> {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      server = undefined;
    },
  };
}
