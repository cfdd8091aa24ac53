// The load generator's HTTP/1.1 client: one kept-alive connection per lane, one request at a
// time on each (a lane waits for its answer before it asks again), requests written whole in
// one write and answers read by their Content-Length. In two runs of each on the round benchmark,
// the process it shares with the server spent 0.67–0.74 ms of CPU per round with it, against
// 0.79–1.08 ms with node:http's client (decision 236): the server's CPU, not the load
// generator's, is what is compared with the ledger.
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type TAnswer = { status: number; text: string };

type TLane = {
  socket: net.Socket;
  received: Buffer;
  waiting: { resolve: (answer: TAnswer) => void; reject: (error: Error) => void } | null;
};

const HEAD_END = Buffer.from('\r\n\r\n');

function decode(head: string, body: Buffer): string {
  const encoding = /\r\ncontent-encoding: *([a-z]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** A client of `baseUrl` (http://host:port): each lane opens its connection on first use. */
export function createLaneClient(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const lanes = new Map<number, TLane>();

  /** Settles the lane's waiting request once its answer is whole; refuses what it cannot read. */
  function onData(lane: TLane, chunk: Buffer): void {
    lane.received = lane.received.length === 0 ? chunk : Buffer.concat([lane.received, chunk]);
    const headEnd = lane.received.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = lane.received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    const waiting = lane.waiting;
    if (length === undefined) {
      lane.waiting = null;
      lane.socket.destroy();
      waiting?.reject(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyStart = headEnd + HEAD_END.length;
    const bodyEnd = bodyStart + Number(length);
    if (lane.received.length < bodyEnd) return;
    const body = lane.received.subarray(bodyStart, bodyEnd);
    lane.received = lane.received.subarray(bodyEnd);
    lane.waiting = null;
    waiting?.resolve({ status: Number(head.slice(9, 12)), text: decode(head, body) });
  }

  function laneAt(index: number): TLane {
    const existing = lanes.get(index);
    if (existing && !existing.socket.destroyed) return existing;
    const socket = net.connect(Number(port), hostname);
    socket.setNoDelay(true);
    const lane: TLane = { socket, received: Buffer.alloc(0), waiting: null };
    socket.on('data', (chunk: Buffer) => onData(lane, chunk));
    const fail = (error: Error) => {
      const waiting = lane.waiting;
      lane.waiting = null;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the server closed the connection')));
    lanes.set(index, lane);
    return lane;
  }

  return {
    /** POSTs `body` as JSON on the lane's connection, as the signed-in caller of `token`. */
    post(lane: number, path: string, body: unknown, token: string): Promise<TAnswer> {
      const connection = laneAt(lane);
      if (connection.waiting) throw new Error(`lane ${lane} already waits for an answer`);
      const payload = JSON.stringify(body);
      return new Promise<TAnswer>((resolve, reject) => {
        connection.waiting = { resolve, reject };
        connection.socket.write(
          `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nauthorization: Bearer ${token}\r\n` +
            `content-type: application/json\r\naccept-encoding: br, gzip\r\n` +
            `content-length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
        );
      });
    },
    close(): void {
      for (const lane of lanes.values()) lane.socket.destroy();
      lanes.clear();
    },
  };
}
