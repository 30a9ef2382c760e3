"""``/v1/teaching``: what the web client's teaching pages need from the engines, and nothing they
could decide themselves.

* ``GET /v1/teaching/quiz`` — seed 000's two puzzles ("Was darfst du legen?"): each position
  reached by the engine from an explicit deal, and per offered card whether the engine's legality
  check lets you play it (:func:`domain.maumau.teaching.quiz`), with the key of the seed's
  explanation.
* ``GET /v1/teaching/guided`` — the guided game against Kalle (seed 003): the ruleset to save
  (TAVERN with seven cards each), the bot to seat, an explicit deck (:func:`domain.maumau.teaching.guided_deck`;
  the cards nobody sees are ordered by fresh random bytes, because a deck deals one table only)
  and your steps with their hints.  The page then plays it over the ordinary table API.
* ``GET /v1/teaching/card-school`` — Punto Banco's example coups (:mod:`domain.puntobanco.teaching`)
  step by step, each card with its value, the drawing rules as data: the card school renders
  them in every language; the engine computed every total and every decision.
"""

from __future__ import annotations

import secrets
from typing import Any

from fastapi import APIRouter

from api.schemas.teaching import CardSchoolOut, GuidedOut, QuizOut
from domain.cards import RANK_NAMES, card_name, parse_card
from domain.maumau.teaching import guided_deck, guided_plan, quiz
from domain.puntobanco.coup import value_of
from domain.puntobanco.rules import BANKER_TABLEAU, DEFAULT_RULES, PLAYER_DRAWS, STAND_RULE, card_value
from domain.puntobanco.teaching import lessons

router = APIRouter(prefix="/v1/teaching", tags=["teaching"])

STAKE = 100
"""The bet each card-school lesson pays out (the domain's default)."""


@router.get("/quiz", response_model=QuizOut, summary="The rules quiz: which cards may you play?")
def get_quiz() -> dict[str, Any]:
    """Seed 000's two puzzles; each card's ``legal`` is the engine's legality check on the position."""
    return {"puzzles": quiz()}


@router.get("/guided", response_model=GuidedOut, summary="The guided game against Kalle")
def get_guided() -> dict[str, Any]:
    """The tutorial table to open (ruleset, bot, explicit deck) and your steps with their hints."""
    deck = guided_deck(secrets.token_bytes(32))
    return {**guided_plan(), "deck": [card_name(c) for c in deck]}


def _valued(cards: list[str]) -> list[dict[str, Any]]:
    return [{"card": c, "value": value_of(parse_card(c))} for c in cards]


def _step(step: dict[str, Any]) -> dict[str, Any]:
    detail = step.get("detail", {})
    out: dict[str, Any] = {
        "rule": step["rule"],
        "text": step["text"],
        "player": _valued(step["player"]),
        "banker": _valued(step["banker"]),
        "player_total": step["player_total"],
        "banker_total": step["banker_total"],
    }
    if step["rule"] == "payouts":
        out["payouts"] = [{"spot": spot, **detail[spot]} for spot in ("player", "banker", "tie")]
    else:
        for key in ("draws", "player_third", "draws_on"):
            if key in detail:
                out[key] = detail[key]
    return out


@router.get("/card-school", response_model=CardSchoolOut, summary="Punto Banco's card school: example coups")
def card_school() -> dict[str, Any]:
    """The card values, the drawing rules and every example coup, step by step, from the engine."""
    return {
        "values": [{"rank": RANK_NAMES[r], "value": card_value(r)} for r in (14, *range(2, 14))],
        "player_draws_on": sorted(PLAYER_DRAWS),
        "stand_rule_draws_on": sorted(STAND_RULE),
        "tableau": [{"total": t, "draws_on": sorted(row)} for t, row in sorted(BANKER_TABLEAU.items())],
        "stake": STAKE,
        "commission_pct": DEFAULT_RULES.commission_pct,
        "tie_payout": DEFAULT_RULES.tie_payout,
        "lessons": [
            {"example": i + 1, "title": d["title"], "outcome": d["outcome"], "steps": [_step(s) for s in d["steps"]]}
            for i, d in enumerate(lesson.as_dict() for lesson in lessons())
        ],
    }
