'use strict';
// The peer's game: a 2-player shedding game as small as MM-001 (32 cards, 5 each, one discard
// pile and a stock). On your turn play one card that matches the top card's suit or rank (a jack
// on anything, naming the suit to follow), or draw one card. One move per turn. The match ends
// when a hand is empty; the benchmark client then opens a new match.
const { INVALID_MOVE } = require('boardgame.io/core');

const SUITS = ['C', 'D', 'H', 'S'];
const RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const HAND = 5;

const rank = (card) => card.slice(0, -1);
const suit = (card) => card.slice(-1);

function playable(G, card) {
  if (rank(card) === 'J') return true;
  const top = G.discard[G.discard.length - 1];
  if (G.wish !== null) return suit(card) === G.wish;
  return suit(card) === suit(top) || rank(card) === rank(top);
}

const MauMau = {
  name: 'maumau',
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ ctx, random }) => {
    const stock = random.Shuffle(SUITS.flatMap((s) => RANKS.map((r) => r + s)));
    const hands = {};
    for (const player of ctx.playOrder) hands[player] = stock.splice(0, HAND);
    return { hands, discard: [stock.pop()], stock, wish: null };
  },
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    play: ({ G, playerID }, index, wish) => {
      const hand = G.hands[playerID];
      const card = hand[index];
      if (card === undefined || !playable(G, card)) return INVALID_MOVE;
      if (rank(card) === 'J' && !SUITS.includes(wish)) return INVALID_MOVE;
      hand.splice(index, 1);
      G.discard.push(card);
      G.wish = rank(card) === 'J' ? wish : null;
    },
    draw: ({ G, playerID, random }) => {
      if (G.stock.length === 0 && G.discard.length > 1) {
        const top = G.discard.pop();
        G.stock = random.Shuffle(G.discard);
        G.discard = [top];
      }
      if (G.stock.length > 0) G.hands[playerID].push(G.stock.pop());
    },
  },
  endIf: ({ G }) => {
    for (const [player, hand] of Object.entries(G.hands)) {
      if (hand.length === 0) return { winner: player };
    }
    return undefined;
  },
};

module.exports = { MauMau, playable };
