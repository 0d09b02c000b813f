// A minimal RFC 6455 client for the load generator: the opening handshake (with its accept key checked), masked text
// frames out, unmasked frames in, pong for ping. The `ws` client spends more CPU on each message it receives than
// the server spends sending it, and on a shared machine the generator's own cost is part of every latency it
// measures; this one reads a frame without copying it.
import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OPCODE = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;
const HEADERS_END = Buffer.from('\r\n\r\n');

export interface RawClientEvents {
  open(): void;
  /** A whole text message; the buffer is only valid during the call. */
  text(payload: Buffer): void;
  /** The connection ended, or never opened; `reason` says why when it failed. */
  close(reason?: string): void;
}

/** A masked client frame; these carry only short control messages, so 16-bit lengths suffice. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 0xffff) throw new Error('raw client: frames over 64 KB are not supported');
  const extended = payload.length > 125;
  const head = extended ? 4 : 2;
  const frame = Buffer.allocUnsafe(head + 4 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | (extended ? 126 : payload.length);
  if (extended) frame.writeUInt16BE(payload.length, 2);
  const mask = randomBytes(4);
  mask.copy(frame, head);
  for (let i = 0; i < payload.length; i++) frame[head + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

export class RawWsClient {
  private readonly socket: Socket;
  private readonly key = randomBytes(16).toString('base64');
  private opened = false;
  private closed = false;
  /** Bytes of a frame (or of the handshake answer) that has not fully arrived yet. */
  private rest: Buffer | undefined;

  constructor(
    url: string,
    private readonly events: RawClientEvents,
  ) {
    const { hostname, port, pathname } = new URL(url);
    this.socket = connect({ host: hostname, port: Number(port), noDelay: true });
    this.socket.on('connect', () =>
      this.socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${this.key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    this.socket.on('data', (chunk: Buffer) => this.receive(chunk));
    this.socket.on('error', (error) => this.end(error.message));
    this.socket.on('close', () => this.end());
  }

  send(text: string) {
    this.socket.write(clientFrame(OPCODE.text, Buffer.from(text)));
  }

  /** Sends a close frame and answers once the server has closed the connection (or `forceMs` later). */
  close(forceMs: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => this.socket.destroy(), forceMs);
      this.socket.once('close', () => {
        clearTimeout(force);
        resolve();
      });
      const normal = Buffer.alloc(2);
      normal.writeUInt16BE(1000);
      this.socket.end(clientFrame(OPCODE.close, normal));
    });
  }

  terminate() {
    this.socket.destroy();
  }

  private end(reason?: string) {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
    this.events.close(reason);
  }

  private receive(chunk: Buffer) {
    let data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    this.rest = undefined;
    if (!this.opened) {
      const end = data.indexOf(HEADERS_END);
      if (end < 0) {
        this.rest = data;
        return;
      }
      const answer = data.toString('latin1', 0, end);
      const accept = createHash('sha1')
        .update(this.key + GUID)
        .digest('base64');
      if (!answer.startsWith('HTTP/1.1 101') || !answer.includes(`Sec-WebSocket-Accept: ${accept}`)) {
        this.end(`handshake refused: ${answer.split('\r\n')[0]}`);
        return;
      }
      this.opened = true;
      this.events.open();
      data = data.subarray(end + HEADERS_END.length);
    }
    let at = 0;
    while (data.length - at >= 2) {
      const first = data[at]!;
      let length = data[at + 1]! & 0x7f;
      let head = 2;
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        head = 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        head = 10;
      }
      if (data.length - at < head + length) break;
      const payload = data.subarray(at + head, at + head + length);
      at += head + length;
      const opcode = first & 0x0f;
      // The server sends each message in one frame; a fragment would mean a message this client cannot read.
      if ((first & 0x80) === 0) return this.end('fragmented message');
      if (opcode === OPCODE.text) this.events.text(payload);
      else if (opcode === OPCODE.ping) this.socket.write(clientFrame(OPCODE.pong, payload));
      else if (opcode === OPCODE.close) return this.end();
    }
    if (at < data.length) this.rest = data.subarray(at);
  }
}
