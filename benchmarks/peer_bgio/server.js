'use strict';
// The boardgame.io 0.50.2 peer of `python -m benchmarks.peer`: boardgame.io's own server (lobby
// API and socket.io transport on one port) with bgio-postgres storage.
//
// Durability. boardgame.io's Master.onUpdate broadcasts the new state (transportAPI.sendAll ->
// pubSub.publish) *before* it calls storageAPI.setState (dist/cjs/server.js, Master.onUpdate), so
// a client can see a move that is not yet stored. Our service answers a move only after its
// events are committed, so this peer holds each 'update'/'patch' broadcast until that move's
// writes (setState, and setMetadata where the move calls it) have resolved, i.e. committed in
// PostgreSQL. Master calls setState in the same synchronous stretch right after sendAll, so the
// writes are registered before the held broadcast's microtask runs; a broadcast that finds no
// new write is counted as `unwritten` (GET /bench/stats), and the benchmark checks it stays 0.
//
// Environment: PORT, DATABASE_URL, POOL_MAX (the Sequelize pool's size, default 20: our
// service's 10 + 10 overflow), HOLD (default 1; HOLD=0 is boardgame.io as shipped: the broadcast
// goes out before the write, so a move is *not* durable before its reply -- for comparison only).
const { Server, SocketIO } = require('boardgame.io/server');
const { PostgresStore } = require('bgio-postgres');
const { MauMau } = require('./game');

const HOLD = process.env.HOLD !== '0';
const stats = { hold: HOLD, broadcasts: 0, held: 0, unwritten: 0, failed: 0 };

class DurableStore extends PostgresStore {
  constructor(...args) {
    super(...args);
    this.pending = new Map(); // matchID -> {seq, done}
  }
  track(id, promise) {
    const previous = this.pending.get(id);
    const done = previous ? Promise.all([previous.done, promise]) : promise;
    this.pending.set(id, { seq: (previous ? previous.seq : 0) + 1, done });
    done.then(
      () => { if (this.pending.get(id)?.done === done) this.pending.delete(id); },
      () => { if (this.pending.get(id)?.done === done) this.pending.delete(id); },
    );
    return promise;
  }
  setState(id, state, deltalog) {
    return this.track(id, super.setState(id, state, deltalog));
  }
  setMetadata(id, metadata) {
    return this.track(id, super.setMetadata(id, metadata));
  }
}

class DurablePubSub {
  constructor(store) {
    this.store = store;
    this.callbacks = new Map();
  }
  deliver(channelId, payload) {
    for (const callback of this.callbacks.get(channelId) || []) callback(payload);
  }
  publish(channelId, payload) {
    stats.broadcasts += 1;
    if (!HOLD || (payload.type !== 'update' && payload.type !== 'patch')) {
      this.deliver(channelId, payload);
      return;
    }
    const matchID = channelId.slice('MATCH-'.length);
    const before = this.store.pending.get(matchID);
    const seqBefore = before ? before.seq : 0;
    queueMicrotask(() => {
      const after = this.store.pending.get(matchID);
      if (!after || after.seq === seqBefore) {
        stats.unwritten += 1; // no write followed this broadcast: deliver, but it is counted
        this.deliver(channelId, payload);
        return;
      }
      stats.held += 1;
      after.done.then(
        () => this.deliver(channelId, payload),
        (error) => {
          stats.failed += 1; // not stored: the client never sees the move
          console.error('write failed, update not sent', matchID, error);
        },
      );
    });
  }
  subscribe(channelId, callback) {
    if (!this.callbacks.has(channelId)) this.callbacks.set(channelId, []);
    this.callbacks.get(channelId).push(callback);
  }
  unsubscribeAll(channelId) {
    this.callbacks.delete(channelId);
  }
}

const port = Number(process.env.PORT || 8000);
const db = new DurableStore(process.env.DATABASE_URL, {
  logging: false,
  pool: { max: Number(process.env.POOL_MAX || 20), min: 0 },
});
const server = Server({
  games: [MauMau],
  db,
  transport: new SocketIO({ pubSub: new DurablePubSub(db) }),
  origins: ['http://127.0.0.1'],
});
server.router.get('/bench/stats', (ctx) => {
  ctx.body = { ...stats, cpu: process.cpuUsage(), memory_rss: process.memoryUsage().rss };
});

server.run(port).then((servers) => {
  console.log(`ready on ${port}`);
  const stop = () => {
    server.kill(servers);
    db.sequelize.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
