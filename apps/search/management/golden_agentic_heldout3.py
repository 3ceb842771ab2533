"""The agentic golden set's third held-out split, ``heldout3``: mail and questions written
before the money, duration and filler-message rules of the extractive answer, and measured
once before them.

It aims at what the earlier held-out splits showed to be hard, with new mail: questions
about a money notion that do not say "how much" (rent, fee, price, salary, deposit,
budget), each beside a message that uses the word without an amount; questions asking
"how long" (a duration), beside messages with dates; marketing and reminder mail that
shares the question's words with the message holding the booking or the decision;
answers only in quoted history; names and dates; and questions with no answer in the
mailbox, whose words some mail shares.

Same shapes as :mod:`apps.search.management.golden_agentic`; dispatched by
:func:`apps.search.management.golden_agentic_heldout.generate`.
"""

from __future__ import annotations

from datetime import UTC, datetime

from apps.search.management.golden_agentic import Mail, Question


def _d(month: int, day: int, hour: int = 9) -> datetime:
    return datetime(2026, month, day, hour, 0, tzinfo=UTC)


RENT = "The rent for 9 Elm Court is £1,150 per calendar month, due on the 1st."
KEYS = "You can collect the keys on Saturday 31 October from 10:00."
RENT_TIPS = "Paying rent on time builds your rental history and helps your next application."
PUMP = "Our engineer Tomasz Nowak will replace the boiler's pump on Wednesday 14 October."
REPAIR_TIME = "The repair takes about three hours, and the hot water will be off while we work."
BOILER_OFFER = "A yearly boiler service keeps repair bills down."
PASSPORT_FEE = "The passport renewal fee is £88.50 if you apply online."
PASSPORT_TIME = "The new passport usually arrives within three weeks."
HALF_TERM = "Half term runs from Monday 26 October to Friday 30 October."
CLUB_PRICE = "Places cost £25 per day and can be booked online."
WALL_PRICE = "Our price for rebuilding the garden wall is £2,400 including materials."
WALL_TIME = "The work will take four days, weather permitting."
INVOICE = "Your invoice for October is £120 for four visits."
SALARY = "We can offer Ines Duarte a salary of €78,000 a year, starting on 1 December."
SALARY_REVIEW = "The annual salary review opens next month."
LAUNCH = "The product launch is booked in the Harbourview Hotel's Atlas Room for 22 October."
LAUNCH_DEPOSIT = "A deposit of €1,500 secures the room until 15 October."
UPGRADE = "The billing database upgrade starts on Sunday 18 October at 01:00 UTC."
DOWNTIME = "We expect the downtime to last 45 minutes."
SIGNED = "The Corvid data processing agreement was signed by Farah Quinn on 9 October."
OFFSITE = "The offsite is at Lake Orta from 12 to 14 November."
OFFSITE_BUDGET = "The offsite budget is €450 per person, covering travel and two nights."

MAILS3: tuple[Mail, ...] = (
    # home
    Mail(
        "x3let1",
        0,
        "Priya Shah <priya.shah@harbour-lettings.example>",
        "Your new tenancy: key details",
        _d(10, 2),
        f"Hi Jordan,\n\nThanks for choosing Harbour Lettings.\n{RENT}\n{KEYS}\n\n"
        "Best wishes,\nPriya Shah",
    ),
    Mail(
        "x3let2",
        0,
        "Harbour Lettings <news@harbour-lettings.example>",
        "Renting tips for the autumn",
        _d(10, 9),
        f"Dear tenant,\n\n{RENT_TIPS}\nOur app now sends a reminder before your rent is due, "
        "and you can report a repair in two taps.\n\nHarbour Lettings",
    ),
    Mail(
        "x3boil1",
        0,
        "Brightflow Heating <jobs@brightflow.example>",
        "Boiler repair visit",
        _d(10, 5),
        f"Hello Jordan,\n\n{PUMP}\n{REPAIR_TIME}\nPlease make sure someone is at home.\n\n"
        "Brightflow Heating",
    ),
    Mail(
        "x3boil2",
        0,
        "Brightflow Heating <offers@brightflow.example>",
        "Is your boiler ready for winter?",
        _d(10, 11),
        f"Winter is coming.\n\n{BOILER_OFFER}\nBook before 30 November and save 10% on your "
        "boiler service; a repair visit takes our engineers less time when the boiler is "
        "looked after.\n\nBrightflow Heating",
    ),
    Mail(
        "x3pass1",
        0,
        "Chris Lee <chris.lee@example.net>",
        "Re: passport renewal",
        _d(10, 9, 18),
        "Thanks, I'll fill in the form this weekend.\n\n"
        "On Thu, 8 Oct 2026 at 11:02, Jordan Reyes <jordan@example.org> wrote:\n"
        f"> I checked the government page.\n> {PASSPORT_FEE}\n> {PASSPORT_TIME}\n",
    ),
    Mail(
        "x3sch1",
        0,
        "Oakridge Primary <office@oakridge.example>",
        "Autumn term dates",
        _d(9, 28),
        f"Dear parents,\n\n{HALF_TERM}\nThe school photographer visits on 5 November.\n\n"
        "Oakridge Primary",
    ),
    Mail(
        "x3sch2",
        0,
        "Oakridge PTA <pta@oakridge.example>",
        "Half term holiday club",
        _d(10, 6),
        f"Hello families,\n\nOur holiday club is open every day of half term.\n{CLUB_PRICE}\n\n"
        "Oakridge PTA",
    ),
    Mail(
        "x3wall1",
        0,
        "Daniel Kerr <quotes@kestrel-builders.example>",
        "Quote for the garden wall",
        _d(10, 12),
        f"Dear Jordan,\n\n{WALL_PRICE}\n{WALL_TIME}\nWe could start on Monday 2 November.\n\n"
        "Kind regards,\nDaniel Kerr\nKestrel Builders",
    ),
    Mail(
        "x3wall2",
        0,
        "Marek Novak <marek.novak@example.net>",
        "garden wall",
        _d(10, 14),
        "Hi Jordan,\n\nYour builder left some bricks by the garden wall on our side.\n"
        "Could you ask them to move them before the weekend?\n\nMarek",
    ),
    Mail(
        "x3clean1",
        0,
        "Sparkle Cleaners <billing@sparkle-cleaners.example>",
        "Your October invoice",
        _d(10, 30),
        f"Hello,\n\n{INVOICE}\nThank you for your custom.\n\nSparkle Cleaners",
    ),
    Mail(
        "x3clean2",
        0,
        "Sparkle Cleaners <offers@sparkle-cleaners.example>",
        "Refer a friend",
        _d(10, 20),
        "Love a clean home?\n\nRefer a friend and we take £20 off your next invoice.\n"
        "Your friend gets their first visit half price.\n\nSparkle Cleaners",
    ),
    # work
    Mail(
        "x3hire1",
        1,
        "Nadia Karim <nadia.karim@lumen-labs.example>",
        "Offer: Senior Data Engineer",
        _d(10, 7),
        f"Hi,\n\nFollowing our call, here is the offer we agreed.\n{SALARY}\n"
        "Please confirm by Friday so I can send the contract.\n\nNadia",
    ),
    Mail(
        "x3hire2",
        1,
        "Lumen Labs People Team <people@lumen-labs.example>",
        "Salary review cycle",
        _d(10, 8),
        f"Hello managers,\n\n{SALARY_REVIEW}\nYou will receive the salary review guidance, "
        "and the offer bands for new hires, by email.\n\nPeople Team",
    ),
    Mail(
        "x3launch1",
        1,
        "Omar Haddad <omar.haddad@lumen-labs.example>",
        "Re: venue for the product launch",
        _d(10, 13, 11),
        "Great, I'll tell the team.\n\n"
        "On Tue, 13 Oct 2026 at 09:40, Events Desk <events@harbourview-hotel.example> wrote:\n"
        f"> Dear Omar,\n> {LAUNCH}\n> {LAUNCH_DEPOSIT}\n> Kind regards, Events Desk\n",
    ),
    Mail(
        "x3launch2",
        1,
        "Harbourview Hotel <offers@harbourview-hotel.example>",
        "Plan your next product launch with us",
        _d(10, 15),
        "Planning a product launch?\n\nOur Atlas Room seats 200 guests for any product launch "
        "or gala.\nAsk about our early booking deposit discount.\n\nHarbourview Hotel",
    ),
    Mail(
        "x3db1",
        1,
        "Platform Team <platform@lumen-labs.example>",
        "Planned maintenance: billing database",
        _d(10, 12),
        f"Hi all,\n\n{UPGRADE}\n{DOWNTIME}\nInvoices queue up and are sent afterwards.\n\n"
        "Platform Team",
    ),
    Mail(
        "x3db2",
        1,
        "Status Page <noreply@status.lumen-labs.example>",
        "Reminder: maintenance windows",
        _d(10, 16),
        "Reminder: planned maintenance of the billing database and other systems is "
        "announced on the status page.\nSubscribe to get an email before each maintenance "
        "window and when the downtime is over.\n",
    ),
    Mail(
        "x3dpa1",
        1,
        "Legal <legal@lumen-labs.example>",
        "Signed: Corvid data processing agreement",
        _d(10, 9),
        f"Hello,\n\n{SIGNED}\nThe signed copy is in the contracts folder.\n\nLegal",
    ),
    Mail(
        "x3dpa2",
        1,
        "Corvid <hello@corvid.example>",
        "Your data processing agreement, explained",
        _d(10, 10),
        "Every Corvid customer can sign our data processing agreement in the dashboard.\n"
        "Our webinar on Thursday explains what the agreement covers.\n",
    ),
    Mail(
        "x3off1",
        1,
        "Lea Fischer <lea.fischer@lumen-labs.example>",
        "Team offsite in November",
        _d(10, 1),
        f"Hi team,\n\n{OFFSITE}\nI'll send the agenda soon.\n\nLea",
    ),
    Mail(
        "x3off2",
        1,
        "Omar Haddad <omar.haddad@lumen-labs.example>",
        "Re: Team offsite in November",
        _d(10, 2),
        f"Thanks Lea. Finance has signed it off.\n{OFFSITE_BUDGET}\n\n"
        "On Thu, 1 Oct 2026 at 09:00, Lea Fischer <lea.fischer@lumen-labs.example> wrote:\n"
        f"> Hi team,\n> {OFFSITE}\n> I'll send the agenda soon.\n",
        reply_to_key="x3off1",
    ),
)

QUESTIONS3: tuple[Question, ...] = (
    Question(
        "What is the rent for the flat at Elm Court?",
        0,
        frozenset({"x3let1"}),
        forbidden=frozenset({"x3let2"}),
        quotes={"x3let1": RENT},
    ),
    Question(
        "How long will the boiler repair take?",
        0,
        frozenset({"x3boil1"}),
        forbidden=frozenset({"x3boil2"}),
        quotes={"x3boil1": REPAIR_TIME},
    ),
    Question(
        "Who will replace the boiler pump?",
        0,
        frozenset({"x3boil1"}),
        forbidden=frozenset({"x3boil2"}),
        quotes={"x3boil1": PUMP},
    ),
    Question(
        "What is the fee for renewing the passport?",
        0,
        frozenset({"x3pass1"}),
        quotes={"x3pass1": PASSPORT_FEE},
    ),
    Question(
        "How long does the new passport take to arrive?",
        0,
        frozenset({"x3pass1"}),
        quotes={"x3pass1": PASSPORT_TIME},
    ),
    Question(
        "When is half term?",
        0,
        frozenset({"x3sch1"}),
        forbidden=frozenset({"x3sch2"}),
        quotes={"x3sch1": HALF_TERM},
    ),
    Question(
        "How much does the half term holiday club cost?",
        0,
        frozenset({"x3sch2"}),
        quotes={"x3sch2": CLUB_PRICE},
    ),
    Question(
        "What price did the builders give for the garden wall?",
        0,
        frozenset({"x3wall1"}),
        forbidden=frozenset({"x3wall2"}),
        quotes={"x3wall1": WALL_PRICE},
    ),
    Question(
        "How long will the work on the garden wall take?",
        0,
        frozenset({"x3wall1"}),
        forbidden=frozenset({"x3wall2"}),
        quotes={"x3wall1": WALL_TIME},
    ),
    Question(
        "How much is the cleaners' October invoice?",
        0,
        frozenset({"x3clean1"}),
        forbidden=frozenset({"x3clean2"}),
        quotes={"x3clean1": INVOICE},
    ),
    Question(
        "What salary are we offering Ines Duarte?",
        1,
        frozenset({"x3hire1"}),
        forbidden=frozenset({"x3hire2"}),
        quotes={"x3hire1": SALARY},
    ),
    Question(
        "When does Ines Duarte start?",
        1,
        frozenset({"x3hire1"}),
        quotes={"x3hire1": SALARY},
    ),
    Question(
        "Where is the product launch booked?",
        1,
        frozenset({"x3launch1"}),
        forbidden=frozenset({"x3launch2"}),
        quotes={"x3launch1": LAUNCH},
    ),
    Question(
        "What deposit does the hotel want for the launch room?",
        1,
        frozenset({"x3launch1"}),
        forbidden=frozenset({"x3launch2"}),
        quotes={"x3launch1": LAUNCH_DEPOSIT},
    ),
    Question(
        "How long will the billing database downtime last?",
        1,
        frozenset({"x3db1"}),
        forbidden=frozenset({"x3db2"}),
        quotes={"x3db1": DOWNTIME},
    ),
    Question(
        "When does the billing database upgrade start?",
        1,
        frozenset({"x3db1"}),
        forbidden=frozenset({"x3db2"}),
        quotes={"x3db1": UPGRADE},
    ),
    Question(
        "Who signed the Corvid data processing agreement?",
        1,
        frozenset({"x3dpa1"}),
        forbidden=frozenset({"x3dpa2"}),
        quotes={"x3dpa1": SIGNED},
    ),
    Question(
        "What is the budget for the team offsite?",
        1,
        frozenset({"x3off2"}),
        quotes={"x3off2": OFFSITE_BUDGET},
    ),
    Question(
        "Where is the team offsite?",
        1,
        frozenset({"x3off1"}),
        acceptable=frozenset({"x3off2"}),
        quotes={"x3off1": OFFSITE},
    ),
    # No answer in the mailbox; some mail shares the question's words.
    Question(
        "What is the rent for the parking space?",
        0,
        frozenset(),
        forbidden=frozenset({"x3let1", "x3let2"}),
        kind="unanswerable",
    ),
    Question(
        "How long is the warranty on the new boiler pump?",
        0,
        frozenset(),
        forbidden=frozenset({"x3boil1", "x3boil2"}),
        kind="unanswerable",
    ),
    Question(
        "Who is the caterer for the product launch?",
        1,
        frozenset(),
        forbidden=frozenset({"x3launch1", "x3launch2"}),
        kind="unanswerable",
    ),
    Question(
        "What did the dentist say about the x-ray?",
        0,
        frozenset(),
        kind="unanswerable",
    ),
)
