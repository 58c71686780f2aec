import { act } from '@testing-library/react';

/**
 * jsdom's WebSocket would dial a real port; screens that subscribe to the feed's live channel get this one instead
 * (installed by setup.ts). Tests read the opened sockets and play the server: send messages, close with a code.
 */
export class FakeWebSocket {
  static readonly opened: FakeWebSocket[] = [];
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly closedWith: number[] = [];

  constructor(
    readonly url: string,
    readonly protocols: string | string[] = [],
  ) {
    FakeWebSocket.opened.push(this);
  }

  /** The last socket a screen opened. */
  static last(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  send(): void {}

  close(code = 1000): void {
    this.closedWith.push(code);
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server sends a JSON message. */
  serverSend(message: unknown): void {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })));
  }

  /** The server (or the network) ends the socket with `code`. */
  serverClose(code: number): void {
    this.readyState = FakeWebSocket.CLOSED;
    act(() => this.onclose?.(new CloseEvent('close', { code })));
  }
}
