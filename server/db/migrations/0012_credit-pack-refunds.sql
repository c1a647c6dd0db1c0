-- A refunded credit pack takes back its credits that were not spent yet, as a movement of its own.
ALTER TYPE "public"."ledger_kind" ADD VALUE 'bonus_credits_withdrawn' BEFORE 'card_payment';