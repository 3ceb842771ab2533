"""The agentic golden set's held-out split: mail and questions written after the extractive
answer was tuned on the first split, and never used to tune it.

It is harder on purpose. Beside each answer sits mail that shares the question's words
but does not answer it (another bill of the same supplier, the same vet's closing days, a
friend asking about a deposit of their own); some answers are only in a quoted reply (the
original is not in the mailbox); the questions ask for dates, amounts, a person and a
place; and some questions have no answer anywhere in the mailbox, where the right output
is no citation at all ("no verified answer"), not the closest sentence.

Same shapes as :mod:`apps.search.management.golden_agentic` (``Mail``, ``Question``); the
same generator's noise is added around it by :func:`generate`.
"""

from __future__ import annotations

from datetime import UTC, datetime

from apps.search.management import (
    golden_agentic,
    golden_agentic_heldout3,
    golden_agentic_heldout4,
)
from apps.search.management.golden_agentic import AgenticGoldenSet, Mail, Question

# ``dev`` is the first set (``golden_agentic``), which the extractive answer was tuned on;
# ``heldout`` was looked at while the relevance check was built; ``heldout2`` only after
# it was final; ``heldout3`` (:mod:`golden_agentic_heldout3`) before the money, duration and
# filler-message rules, and measured once before them; ``heldout4``
# (:mod:`golden_agentic_heldout4`) after all of them, blind, and measured once.
SPLITS = ("dev", "heldout", "heldout2", "heldout3", "heldout4")


def _d(month: int, day: int, hour: int = 9) -> datetime:
    return datetime(2026, month, day, hour, 0, tzinfo=UTC)


SERVICE = "Your Golf is booked in for its annual service on Monday 3 August at 08:30."
TYRES = "Winter tyres can be fitted from October; book a slot on our website."
TRIP = "The school trip to the science museum costs £18 per child."
BILL = "Your electricity bill for June is £86.40, collected by direct debit on 15 July."
RISE = "From September your monthly direct debit rises to £95 to cover winter use."
BOOSTER = "Bella's booster vaccination is due on 21 August."
CLOSED = "The clinic is closed on 31 August for the bank holiday."
COTTAGE = "The cottage deposit of £200 is refunded within 7 days of your departure."
FRIEND = "Did you ever get your deposit back from the old flat?"
KEYSAFE = "The key safe code for the cottage is 4831."
RENEWAL = "The Northwind support contract renews on 1 September at €12,500 a year."
MOVE = "Northwind's office moves to Hamburg in September."
MIGRATION = "The database migration is scheduled for Saturday 8 August, 22:00 to 02:00 UTC."
LAST_MIGRATION = "The last migration took six hours because of DNS caching."
BUDGET = "Helga Lind approved the conference budget of €3,000 this morning."
VENUE = "The conference is at the Riverside Hall, 12 Quay Street, Leeds."
PARKING = "Parking at the Riverside Hall is free for conference attendees."
LAPTOP = "The new laptops for the design team arrive on Thursday 13 August."

MAILS: tuple[Mail, ...] = (
    # home
    Mail(
        "hg1",
        0,
        "Westside Motors <service@westside-motors.example>",
        "Service booking confirmed",
        _d(7, 20),
        f"Hello Sam,\n\n{SERVICE}\nPlease leave the key at reception.\n\nWestside Motors",
    ),
    Mail(
        "hg2",
        0,
        "Westside Motors <news@westside-motors.example>",
        "Getting your car ready for winter",
        _d(7, 28),
        f"Dear customer,\n\n{TYRES}\nOur workshop is open on Saturdays too.\n\nWestside Motors",
    ),
    Mail(
        "hs1",
        0,
        "Alex Morgan <alex.morgan@example.net>",
        "Re: science museum trip",
        _d(7, 7),
        "I'll pay it tonight from the joint account.\n\n"
        "On Mon, 6 Jul 2026 at 16:10, Mrs Patel <office@oakfield-school.example> wrote:\n"
        f"> Dear parents,\n> {TRIP}\n> Payment is due by Friday 10 July.\n",
    ),
    Mail(
        "he1",
        0,
        "Brightwatt Energy <bills@brightwatt.example>",
        "Your June bill",
        _d(7, 2),
        f"Dear Sam,\n\n{BILL}\nYou can see the meter readings in your account.\n\nBrightwatt",
    ),
    Mail(
        "he2",
        0,
        "Brightwatt Energy <bills@brightwatt.example>",
        "Your direct debit is changing",
        _d(8, 1),
        f"Dear Sam,\n\n{RISE}\nYou do not need to do anything.\n\nBrightwatt",
    ),
    Mail(
        "hv1",
        0,
        "Parkside Vets <care@parkside-vets.example>",
        "Bella is due a booster",
        _d(7, 30),
        f"Hello,\n\n{BOOSTER}\nCall us to book a time that suits you.\n\nParkside Vets",
    ),
    Mail(
        "hv2",
        0,
        "Parkside Vets <care@parkside-vets.example>",
        "Opening hours in August",
        _d(8, 3),
        f"Dear pet owners,\n\n{CLOSED}\nFor emergencies call the out-of-hours line.\n\n"
        "Parkside Vets",
    ),
    Mail(
        "hc1",
        0,
        "Heather Cottages <stay@heather-cottages.example>",
        "Your booking at Rowan Cottage",
        _d(7, 15),
        f"Hi Sam,\n\nThank you for booking Rowan Cottage for 10 to 17 August.\n{COTTAGE}\n"
        f"{KEYSAFE}\n\nHeather Cottages",
    ),
    Mail(
        "hf1",
        0,
        "Jo Baker <jo.baker@example.net>",
        "catching up",
        _d(7, 18),
        f"Hey Sam,\n\nHow was the move? {FRIEND} Mine took ages and the agency kept £150.\n\nJo",
    ),
    Mail(
        "hi1",
        0,
        "Homeshield Insurance <offers@homeshield.example>",
        "Is your home covered?",
        _d(7, 22),
        "Get a quote for home insurance in two minutes. New customers save 20% in the first "
        "year.\n\nHomeshield Insurance",
    ),
    # work
    Mail(
        "wn1",
        1,
        "Karin Vogel <karin.vogel@northwind.example>",
        "Support contract",
        _d(7, 14),
        f"Hello,\n\n{RENEWAL}\nThe terms are unchanged from last year.\n\nKarin",
    ),
    Mail(
        "wn2",
        1,
        "Karin Vogel <karin.vogel@northwind.example>",
        "New address",
        _d(7, 24),
        f"Hi all,\n\n{MOVE}\nOur phone numbers stay the same.\n\nKarin",
    ),
    Mail(
        "wm1",
        1,
        "Platform Team <platform@example.org>",
        "Planned maintenance",
        _d(7, 29),
        f"Hi everyone,\n\n{MIGRATION}\nThe API will be read-only during the window.\n\n"
        "Platform Team",
    ),
    Mail(
        "wm2",
        1,
        "Ravi Iyer <ravi@example.org>",
        "Lessons from the spring",
        _d(7, 10),
        f"Some notes for the next one.\n{LAST_MIGRATION} We should lower the TTLs a day "
        "before.\n\nRavi",
    ),
    Mail(
        "wb1",
        1,
        "Finance <finance@example.org>",
        "Re: conference budget",
        _d(7, 21),
        "Confirmed, you can book the tickets.\n\n"
        "On Tue, 21 Jul 2026 at 08:55, Nadia Okoro <nadia@example.org> wrote:\n"
        f"> {BUDGET}\n> Could you release the funds today?\n",
    ),
    Mail(
        "wv1",
        1,
        "Events Team <events@example.org>",
        "Conference logistics",
        _d(8, 4),
        f"Hello,\n\n{VENUE}\n{PARKING}\nBadges are collected at the front desk.\n\nEvents Team",
    ),
    Mail(
        "wl1",
        1,
        "IT Desk <it@example.org>",
        "Laptop order",
        _d(8, 5),
        f"Hi,\n\n{LAPTOP}\nWe will set them up on Friday morning.\n\nIT Desk",
    ),
)

QUESTIONS: tuple[Question, ...] = (
    Question(
        "When is my car booked in for its service?",
        0,
        frozenset({"hg1"}),
        quotes={"hg1": SERVICE},
    ),
    Question(
        "How much does the school trip to the science museum cost?",
        0,
        frozenset({"hs1"}),
        quotes={"hs1": TRIP},
    ),
    Question(
        "How much is the June electricity bill?",
        0,
        frozenset({"he1"}),
        quotes={"he1": BILL},
    ),
    Question(
        "When is Bella's booster vaccination due?",
        0,
        frozenset({"hv1"}),
        quotes={"hv1": BOOSTER},
    ),
    Question(
        "When will the cottage deposit be refunded?",
        0,
        frozenset({"hc1"}),
        quotes={"hc1": COTTAGE},
    ),
    Question(
        "What is the key safe code for the cottage?",
        0,
        frozenset({"hc1"}),
        quotes={"hc1": KEYSAFE},
    ),
    Question(
        "What did the insurance company say about my claim?",
        0,
        frozenset(),
        kind="unanswerable",
    ),
    Question(
        "When does the Northwind support contract renew?",
        1,
        frozenset({"wn1"}),
        quotes={"wn1": RENEWAL},
    ),
    Question(
        "How much will the Northwind contract cost per year?",
        1,
        frozenset({"wn1"}),
        quotes={"wn1": RENEWAL},
    ),
    Question(
        "When is the database migration scheduled?",
        1,
        frozenset({"wm1"}),
        quotes={"wm1": MIGRATION},
    ),
    Question(
        "Who approved the conference budget?",
        1,
        frozenset({"wb1"}),
        quotes={"wb1": BUDGET},
    ),
    Question(
        "Where is the conference being held?",
        1,
        frozenset({"wv1"}),
        quotes={"wv1": VENUE},
    ),
    Question(
        "When do the new laptops for the design team arrive?",
        1,
        frozenset({"wl1"}),
        quotes={"wl1": LAPTOP},
    ),
    Question(
        "What did HR say about the new parking policy?",
        1,
        frozenset(),
        kind="unanswerable",
    ),
    Question(
        "What is the wifi password for the conference?",
        1,
        frozenset(),
        kind="unanswerable",
    ),
)


# --- A second held-out split, ``heldout2`` ------------------------------------------------
# Written after the relevance check was final (the first held-out split had been looked at
# while it was built), and measured once.

PRESCRIPTION = "Your prescription is ready to collect from Tuesday 8 September."
FLU = "Flu vaccinations are available at the pharmacy from 1 October; no prescription needed."
GYM = "Your gym membership renews on 30 September at £34.99 a month."
SPIN = "The gym's spin class moves to the studio on the first floor."
LUNCH = "Grandad's 80th birthday lunch is at the Red Lion on Sunday 13 September at 13:00."
BINS = "Your new recycling bins will be delivered on Wednesday 9 September."
COLLECTION = "Recycling bins are collected every Thursday, so please put them out by 7am."
ONBOARDING = "Marta Silva will run the onboarding session for the new hires."
SLIDES = "The onboarding session slides are in the shared drive."
CHAIRS = "Our quote for the 40 office chairs is €7,200 including delivery."
CHAIRS_DELIVERY = "Delivery of the office chairs takes about three weeks."
REPORT = "The quarterly report is due to the board on 15 October."
DINNER = "The team dinner is at Casa Rosa on Friday at 19:00."

MAILS2: tuple[Mail, ...] = (
    Mail(
        "xp1",
        0,
        "High Street Pharmacy <hello@highstreet-pharmacy.example>",
        "Prescription ready",
        _d(9, 4),
        f"Dear Sam,\n\n{PRESCRIPTION}\nPlease bring photo ID.\n\nHigh Street Pharmacy",
    ),
    Mail(
        "xp2",
        0,
        "High Street Pharmacy <hello@highstreet-pharmacy.example>",
        "Flu season",
        _d(9, 1),
        f"Hello,\n\n{FLU}\nWalk in any weekday morning.\n\nHigh Street Pharmacy",
    ),
    Mail(
        "xg1",
        0,
        "FitHub <members@fithub.example>",
        "Membership renewal",
        _d(8, 30),
        f"Hi Sam,\n\n{GYM}\nYou can cancel any time before then.\n\nFitHub",
    ),
    Mail(
        "xg2",
        0,
        "FitHub <members@fithub.example>",
        "Timetable changes",
        _d(9, 2),
        f"Hi Sam,\n\n{SPIN}\nThe yoga class stays where it is.\n\nFitHub",
    ),
    Mail(
        "xl1",
        0,
        "Chris Doyle <chris.doyle@example.net>",
        "Re: Grandad's birthday",
        _d(8, 31),
        "Great, we'll drive up the night before.\n\n"
        "On Sun, 30 Aug 2026 at 18:20, Mum <ann.doyle@example.net> wrote:\n"
        f"> {LUNCH}\n> Bring a dessert if you can.\n",
    ),
    Mail(
        "xb1",
        0,
        "Riverside Council <waste@riverside-council.example>",
        "Your bin order",
        _d(9, 3),
        f"Dear resident,\n\n{BINS}\nPlease leave the old ones by the gate.\n\nRiverside Council",
    ),
    Mail(
        "xb2",
        0,
        "Riverside Council <waste@riverside-council.example>",
        "Collection days",
        _d(8, 20),
        f"Dear resident,\n\n{COLLECTION}\nGarden waste goes every other week.\n\nRiverside Council",
    ),
    Mail(
        "yo1",
        1,
        "People Team <people@example.org>",
        "Onboarding next week",
        _d(9, 1),
        f"Hi all,\n\n{ONBOARDING}\nIt starts at 10:00 in room 3.\n\nPeople Team",
    ),
    Mail(
        "yo2",
        1,
        "People Team <people@example.org>",
        "Onboarding material",
        _d(9, 2),
        f"Hi,\n\n{SLIDES}\nAdd your team's page before Monday.\n\nPeople Team",
    ),
    Mail(
        "yc1",
        1,
        "Seatwell Office <sales@seatwell.example>",
        "Your quote",
        _d(8, 27),
        f"Hello,\n\n{CHAIRS}\nThe quote is valid for 30 days.\n\nSeatwell Office",
    ),
    Mail(
        "yc2",
        1,
        "Seatwell Office <sales@seatwell.example>",
        "Delivery times",
        _d(8, 28),
        f"Hello,\n\n{CHAIRS_DELIVERY}\nWe deliver on weekdays only.\n\nSeatwell Office",
    ),
    Mail(
        "yr1",
        1,
        "Finance <finance@example.org>",
        "Board pack",
        _d(9, 3),
        f"Hi,\n\n{REPORT}\nSend your section to me a week before.\n\nFinance",
    ),
    Mail(
        "yd1",
        1,
        "Priya Shah <priya@example.org>",
        "Team dinner",
        _d(9, 4),
        f"Hi team,\n\n{DINNER}\nLet me know about any dietary needs.\n\nPriya",
    ),
)

QUESTIONS2: tuple[Question, ...] = (
    Question(
        "When can I collect my prescription?",
        0,
        frozenset({"xp1"}),
        quotes={"xp1": PRESCRIPTION},
    ),
    Question(
        "How much is my gym membership per month?",
        0,
        frozenset({"xg1"}),
        quotes={"xg1": GYM},
    ),
    Question(
        "Where is Grandad's birthday lunch?",
        0,
        frozenset({"xl1"}),
        quotes={"xl1": LUNCH},
    ),
    Question(
        "When is Grandad's 80th birthday lunch?",
        0,
        frozenset({"xl1"}),
        quotes={"xl1": LUNCH},
    ),
    Question(
        "When will the new recycling bins be delivered?",
        0,
        frozenset({"xb1"}),
        quotes={"xb1": BINS},
    ),
    Question(
        "What did the dentist say about my X-ray?",
        0,
        frozenset(),
        kind="unanswerable",
    ),
    Question(
        "Who is running the onboarding session?",
        1,
        frozenset({"yo1"}),
        quotes={"yo1": ONBOARDING},
    ),
    Question(
        "How much is the quote for the office chairs?",
        1,
        frozenset({"yc1"}),
        quotes={"yc1": CHAIRS},
    ),
    Question(
        "When is the quarterly report due?",
        1,
        frozenset({"yr1"}),
        quotes={"yr1": REPORT},
    ),
    Question(
        "What is the budget for the team dinner?",
        1,
        frozenset(),
        kind="unanswerable",
    ),
)


def generate(*, split: str = "dev", noise: int = 200) -> AgenticGoldenSet:
    """One split of the agentic golden set, with ``noise`` filler messages."""
    if split == "dev":
        return golden_agentic.generate(noise=noise)
    if split == "heldout":
        return golden_agentic.generate(noise=noise, mails=MAILS, questions=QUESTIONS)
    if split == "heldout2":
        return golden_agentic.generate(noise=noise, mails=MAILS2, questions=QUESTIONS2)
    if split == "heldout3":
        return golden_agentic.generate(
            noise=noise,
            mails=golden_agentic_heldout3.MAILS3,
            questions=golden_agentic_heldout3.QUESTIONS3,
        )
    if split == "heldout4":
        return golden_agentic.generate(
            noise=noise,
            mails=golden_agentic_heldout4.MAILS4,
            questions=golden_agentic_heldout4.QUESTIONS4,
        )
    raise ValueError(f"unknown split {split!r}")
