import { describe, expect, it } from 'vitest';
import { parseEventStream } from './notifications-api';

describe('parseEventStream', () => {
  it('reads complete events, skips heartbeats and keeps the unfinished rest', () => {
    const { messages, rest } = parseEventStream('retry: 5000\n\n: heartbeat\n\nevent: ready\ndata: {"unread":2}\n\nevent: unread\ndata: {"unr');
    expect(messages).toEqual([{ event: 'ready', data: { unread: 2 } }]);
    expect(rest).toBe('event: unread\ndata: {"unr');
    expect(parseEventStream(`${rest}ead":0}\n\n`).messages).toEqual([{ event: 'unread', data: { unread: 0 } }]);
  });

  it('accepts CRLF line ends and ignores data that is not JSON', () => {
    expect(parseEventStream('event: resync\r\ndata: {}\r\n\r\nevent: x\ndata: nope\n\n').messages).toEqual([{ event: 'resync', data: {} }]);
  });
});
