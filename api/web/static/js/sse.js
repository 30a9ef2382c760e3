// A table's live stream (Server-Sent Events) read with fetch(), so that a seat's stream can carry
// its token in the Authorization header (EventSource cannot send headers, and a token in a URL
// would end up in logs).  Resumes with Last-Event-ID after a dropped connection, as EventSource
// would; stops when the service answers 204 (the match is over) or refuses the stream.

import { BASE } from "./api.js";

/** Follow `path` (e.g. /v1/tables/ID/events) from version `after`.
 * onFrames(frames): each chunk's frames [{id, event, data}]; onState("live" | "retrying" | "ended").
 * Returns {close(), last()}. */
export function follow(path, { token = null, after = 0, onFrames, onState = () => {} }) {
  let last = after;
  let closed = false;
  let controller = null;
  let delay = 500;

  async function run() {
    while (!closed) {
      controller = new AbortController();
      const headers = { Accept: "text/event-stream" };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (last > 0) headers["Last-Event-ID"] = String(last);
      let response;
      try {
        response = await fetch(BASE + path, { headers, signal: controller.signal, cache: "no-store" });
      } catch {
        if (closed) return;
        await retry();
        continue;
      }
      if (response.status === 204) { onState("ended"); return; }
      if (!response.ok) {
        onState(response.status >= 500 ? "retrying" : "refused");
        if (response.status < 500) return;
        await retry();
        continue;
      }
      onState("live");
      delay = 500;
      let finished = false;
      try {
        finished = await read(response.body.getReader());
      } catch {
        // the connection dropped: resume below
      }
      if (closed) return;
      if (finished) { onState("ended"); return; }
      await retry();
    }
  }

  async function retry() {
    onState("retrying");
    await new Promise((resolve) => window.setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 5000);
  }

  async function read(reader) {
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop();
      const frames = [];
      let ended = false;
      for (const block of blocks) {
        const frame = parse(block);
        if (!frame) continue;
        if (frame.id <= last) continue;
        last = frame.id;
        frames.push(frame);
        if (frame.event === "MatchFinished") ended = true;
      }
      if (frames.length) onFrames(frames);
      if (ended) return true;
    }
  }

  run();
  return {
    close() { closed = true; if (controller) controller.abort(); },
    last() { return last; },
  };
}

function parse(block) {
  let id = null;
  let event = null;
  let data = "";
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const at = line.indexOf(":");
    const name = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
    if (name === "id") id = Number(value);
    else if (name === "event") event = value;
    else if (name === "data") data += value;
  }
  if (id === null || !data) return null;
  try {
    return { id, event, data: JSON.parse(data) };
  } catch {
    return null;
  }
}
