"""The agentic golden set's fourth held-out split, ``heldout4``: mail and questions written
after the extractive answer's rules were final, without reading them or the other splits'
mail, and measured once.

A household and a work mailbox: a tenancy, a trip to Lisbon, a work project, supplier
invoices, school, health appointments, a car and deliveries. Beside each answer sits mail
that shares the question's words but does not answer it (a letting agent's newsletter, an
airline's offer, a friend's own flight, a reminder to book, a paid invoice of the same
supplier, another parcel); some answers are only in quoted history (the original is not in
the mailbox); the questions ask for amounts, dates, times, durations, counts, names and
places; and some have no answer in the mailbox (one of them only in the other identity's
mailbox), where the right output is no citation at all.

Same shapes as :mod:`apps.search.management.golden_agentic`; dispatched by
:func:`apps.search.management.golden_agentic_heldout.generate`.
"""

from __future__ import annotations

from datetime import UTC, datetime

from apps.search.management.golden_agentic import Mail, Question


def _d(month: int, day: int, hour: int = 9) -> datetime:
    return datetime(2026, month, day, hour, 0, tzinfo=UTC)


# home: tenancy
TENANCY = "Your tenancy at Flat 3, 22 Marlowe Road renews on 1 November for another 12 months."
SCHEME = "Your deposit is protected by the Deposit Protection Service under reference DPS-88213."
PLUMBER = (
    "The plumber, Dev Sharma, will come to look at the boiler on Wednesday 14 October "
    "between 08:00 and 12:00."
)
# home: travel
FLIGHT = "Your flight TP1351 from Manchester to Lisbon departs at 06:40 on Friday 23 October."
NIGHTS = "Your room at Casa do Rio is booked for 4 nights, from 23 to 27 October."
HOTEL_ADDRESS = "Casa do Rio is at Rua das Flores 41, in the Chiado district of Lisbon."
PRIYA = "My flight to Lisbon lands at 21:15 on Saturday 24 October, so I'll meet you at the hotel."
# work: the Atlas project
LAUNCH = "The Atlas launch date has moved to Tuesday 17 November."
LAUNCH_OLD = "The Atlas launch is planned for Tuesday 3 November."
MIGRATION_LEAD = "Marta Kowalski will lead the Atlas data migration."
RESEARCH = "Finance approved €18,000 for the Atlas user research study."
RETRO = "The Atlas retrospective is on Friday 20 November at 14:00 in the Kestrel room."
CONTRACTOR = "The contractor's access to the Atlas repository ends on 30 November."
# work: invoices
LARKSPUR = "Invoice INV-2291 for £2,340.00 is due for payment by 30 October."
NIMBUS = "Your Nimbus Cloud invoice for October is €412.19."
# home: school
PARENTS_EVENING = "Parents' evening for Year 5 is on Thursday 5 November from 16:00 to 19:00."
FARM = "Lily needs a packed lunch and wellington boots for the farm visit on Tuesday 10 November."
# home: health
DENTIST = "Your check-up with Dr Okafor is on Monday 9 November at 11:20."
BLOOD = "Your blood test results are normal and no follow-up is needed."
PHYSIO = "Each physiotherapy session lasts 45 minutes and costs £55."
# home: car
MOT = "Your Fiesta's MOT is due by 14 December."
INSURANCE = "Your car insurance renews on 2 January at £486 a year."
# home: deliveries
BOOKS = (
    "Your parcel from Brightwood Books will be delivered on Thursday 22 October "
    "between 13:00 and 15:00."
)
LEFT_WITH = "We left your parcel with your neighbour at number 24."

MAILS4: tuple[Mail, ...] = (
    # home: tenancy
    Mail(
        "k4let1",
        0,
        "Harbour Lettings <tenancies@harbour-lettings.example>",
        "Your tenancy renewal",
        _d(9, 14),
        f"Dear Sam,\n\n{TENANCY}\nThe rent stays the same.\n{SCHEME}\n\n"
        "Kind regards,\nNadia Brooks\nHarbour Lettings",
    ),
    Mail(
        "k4let2",
        0,
        "Harbour Lettings <news@harbour-lettings.example>",
        "Autumn news from Harbour Lettings",
        _d(9, 28),
        "Hello from the Harbour Lettings team!\n\n"
        "Thinking about renewing your tenancy? Most of our tenants renew for another year.\n"
        "Remember that your deposit is always protected by a government-approved scheme.\n"
        "We have new flats to let on Marlowe Road and around the harbour.\n\n"
        "Unsubscribe at any time.",
    ),
    Mail(
        "k4let3",
        0,
        "Sam Rivers <sam.rivers@example.net>",
        "Re: Boiler not heating",
        _d(10, 9),
        "Thank you, someone will be in all morning.\n\n"
        "On Thu, 8 Oct 2026 at 17:02, Nadia Brooks <tenancies@harbour-lettings.example> wrote:\n"
        "> Dear Sam,\n"
        "> Sorry to hear the boiler has stopped heating.\n"
        f"> {PLUMBER}\n"
        "> Please make sure the cupboard is clear.\n",
    ),
    # home: travel
    Mail(
        "k4tr1",
        0,
        "Atlantica Air <bookings@atlantica-air.example>",
        "Booking confirmed: Manchester to Lisbon",
        _d(9, 2),
        f"Dear Sam Rivers,\n\n{FLIGHT}\nYour booking reference is QX7R2L.\n"
        "Online check-in opens 48 hours before departure.\n"
        "You can add travel insurance to your booking on our website.\n\nAtlantica Air",
    ),
    Mail(
        "k4tr2",
        0,
        "Atlantica Air <offers@atlantica-air.example>",
        "Lisbon from £49 this autumn",
        _d(9, 21),
        "Autumn sale!\n\n"
        "Fly from Manchester to Lisbon from £49 one way.\n"
        "Flights depart every morning; book by 30 September.\n"
        "Add travel insurance for peace of mind.\n\nAtlantica Air",
    ),
    Mail(
        "k4tr3",
        0,
        "Priya Nair <priya.nair@example.org>",
        "My Lisbon flights",
        _d(9, 25),
        f"Hi Sam,\n\n{PRIYA}\nI fly back on the Tuesday afternoon.\n"
        "Can't wait for the pastéis de nata!\n\nPriya",
    ),
    Mail(
        "k4tr4",
        0,
        "Casa do Rio <reservas@casadorio.example>",
        "Reservation 55120 confirmed",
        _d(9, 3),
        f"Olá Sam,\n\n{NIGHTS}\nCheck-in is from 15:00 and check-out is by 11:00.\n"
        f"{HOTEL_ADDRESS}\n\nAté breve,\nCasa do Rio",
    ),
    # work: the Atlas project
    Mail(
        "k4wk1",
        1,
        "Joanna Reyes <joanna.reyes@quillworks.example>",
        "Atlas launch plan",
        _d(9, 15),
        f"Hi team,\n\n{LAUNCH_OLD}\nPlease flag any risk to the date by Friday.\n\nJoanna",
    ),
    Mail(
        "k4wk2",
        1,
        "Joanna Reyes <joanna.reyes@quillworks.example>",
        "Re: Atlas launch plan",
        _d(10, 1),
        f"Hi team,\n\n{LAUNCH}\nThe payment provider needs two more weeks to certify us.\n"
        "Marketing will update the announcement.\n\nJoanna",
        reply_to_key="k4wk1",
    ),
    Mail(
        "k4wk3",
        1,
        "Joanna Reyes <joanna.reyes@quillworks.example>",
        "Atlas: who does what",
        _d(9, 16),
        f"Hi all,\n\n{MIGRATION_LEAD}\nOmar Haddad owns the new billing screens.\n"
        "I will keep running the weekly status call.\n\nJoanna",
    ),
    Mail(
        "k4wk4",
        1,
        "Ben Clarke <ben.clarke@quillworks.example>",
        "Re: Atlas research budget",
        _d(9, 22),
        "Great news, thanks! I'll book the first interviews next week.\n\n"
        "On Mon, 21 Sep 2026 at 10:45, Finance Team <finance@quillworks.example> wrote:\n"
        "> Hi Ben,\n"
        f"> {RESEARCH}\n"
        "> Please send receipts to this address.\n",
    ),
    Mail(
        "k4wk5",
        1,
        "UX Research Week <hello@uxresearchweek.example>",
        "Your research budget goes further at UX Research Week",
        _d(9, 24),
        "Make the most of your user research budget this year.\n\n"
        "Early-bird tickets for UX Research Week end on Friday 2 October.\n"
        "Team passes save 20%.\n\nSee you there!",
    ),
    Mail(
        "k4wk6",
        1,
        "Joanna Reyes <joanna.reyes@quillworks.example>",
        "Atlas retrospective",
        _d(10, 5),
        f"Hi team,\n\n{RETRO}\nBring one thing that went well and one that did not.\n\nJoanna",
    ),
    Mail(
        "k4wk7",
        1,
        "IT Service Desk <it@quillworks.example>",
        "Contractor access for Atlas",
        _d(10, 6),
        f"Hello Joanna,\n\n{CONTRACTOR}\nAsk us before then if it needs extending.\n\n"
        "IT Service Desk",
    ),
    Mail(
        "k4wk8",
        1,
        "Room Bookings <rooms@quillworks.example>",
        "Reminder: book meeting rooms early in November",
        _d(10, 12),
        "Hello everyone,\n\n"
        "Meeting rooms are busy in November, so please book retrospectives and reviews early.\n"
        "The Kestrel and Heron rooms seat twelve people.\n\nFacilities",
    ),
    # work: invoices
    Mail(
        "k4inv1",
        1,
        "Larkspur Design <accounts@larkspur-design.example>",
        "Invoice INV-2291",
        _d(10, 2),
        f"Hello,\n\nPlease find attached our invoice for the Atlas illustrations.\n{LARKSPUR}\n"
        "Bank details are on the invoice.\n\nLarkspur Design",
    ),
    Mail(
        "k4inv2",
        1,
        "Larkspur Design <accounts@larkspur-design.example>",
        "Payment received: INV-2240",
        _d(9, 18),
        "Hello,\n\nInvoice INV-2240 has been paid in full, thank you.\n"
        "We look forward to working with you again.\n\nLarkspur Design",
    ),
    Mail(
        "k4inv3",
        1,
        "Nimbus Cloud <billing@nimbus-cloud.example>",
        "Your October invoice",
        _d(11, 1),
        f"Hello Quillworks,\n\n{NIMBUS}\nIt will be charged to the card ending 4410 on "
        "5 November.\n\nNimbus Cloud Billing",
    ),
    # home: school
    Mail(
        "k4sch1",
        0,
        "Hilltop Primary <office@hilltop-primary.example>",
        "Year 5 parents' evening",
        _d(10, 13),
        f"Dear parents and carers,\n\n{PARENTS_EVENING}\n"
        "Appointments can be booked through the school app.\n\nHilltop Primary School",
    ),
    Mail(
        "k4sch2",
        0,
        "Hilltop PTA <pta@hilltop-primary.example>",
        "PTA news: quiz night and uniform sale",
        _d(10, 15),
        "Dear parents,\n\n"
        "The PTA quiz night is on Friday 6 November in the school hall.\n"
        "Our second-hand uniform sale follows the parents' evening.\n"
        "New uniform orders can be placed through the school shop.\n\nThe PTA",
    ),
    Mail(
        "k4sch3",
        0,
        "Mr Hughes <m.hughes@hilltop-primary.example>",
        "Year 5 farm visit",
        _d(10, 20),
        f"Dear parents,\n\n{FARM}\nThe coach leaves school at 09:00 and is back by 15:15.\n"
        "Please sign the consent form in the app.\n\nMr Hughes",
    ),
    # home: health
    Mail(
        "k4hl1",
        0,
        "Bridge Street Dental <appointments@bridgestreetdental.example>",
        "Appointment confirmation",
        _d(10, 19),
        f"Dear Sam,\n\n{DENTIST}\nPlease arrive five minutes early.\n\nBridge Street Dental",
    ),
    Mail(
        "k4hl2",
        0,
        "Bridge Street Dental <appointments@bridgestreetdental.example>",
        "Time to book your hygienist appointment",
        _d(10, 26),
        "Dear Sam,\n\nIt's time to book your next hygienist appointment.\n"
        "Check-ups and hygiene visits can be booked online.\n\nBridge Street Dental",
    ),
    Mail(
        "k4hl3",
        0,
        "Meadow Lane Surgery <noreply@meadowlane-surgery.example>",
        "Your test results",
        _d(10, 7),
        f"Dear Sam Rivers,\n\nDr Ahmed has reviewed your recent tests.\n{BLOOD}\n\n"
        "Meadow Lane Surgery",
    ),
    Mail(
        "k4hl4",
        0,
        "Alex Morgan <alex.morgan@example.net>",
        "Re: physio",
        _d(10, 11),
        "Yes, I can drive you to the first one.\n\n"
        "On Sat, 10 Oct 2026 at 12:30, Sam Rivers <sam.rivers@example.net> wrote:\n"
        "> The clinic on Park Road got back to me.\n"
        f"> {PHYSIO}\n"
        "> I've booked six sessions starting next week.\n",
    ),
    Mail(
        "k4hl5",
        0,
        "ClearSight Opticians <news@clearsight.example>",
        "Is it time for your eye test?",
        _d(10, 22),
        "Hello,\n\nBook your eye test online at any ClearSight branch.\n"
        "Frames from £39 this month.\n\nClearSight Opticians",
    ),
    # home: car
    Mail(
        "k4car1",
        0,
        "Ashgrove Garage <service@ashgrove-garage.example>",
        "MOT reminder",
        _d(11, 2),
        f"Dear Sam,\n\n{MOT}\nReply to this email or call us to book a test.\n\nAshgrove Garage",
    ),
    Mail(
        "k4car2",
        0,
        "Ashgrove Garage <offers@ashgrove-garage.example>",
        "Winter car care offers",
        _d(10, 28),
        "Hello,\n\nBook your MOT with us this winter and get a free car wash.\n"
        "Our winter check costs £25.\n\nAshgrove Garage",
    ),
    Mail(
        "k4car3",
        0,
        "Fernway Insurance <renewals@fernway.example>",
        "Your renewal quote",
        _d(11, 20),
        f"Dear Mr Rivers,\n\n{INSURANCE}\nYour no-claims discount is 5 years.\n"
        "If you do nothing, your policy will renew automatically.\n\nFernway Insurance",
    ),
    # home: deliveries
    Mail(
        "k4del1",
        0,
        "Brightwood Books <orders@brightwood-books.example>",
        "Your order is on its way",
        _d(10, 20),
        f"Hi Sam,\n\n{BOOKS}\nYou can change the delivery day with the tracking link.\n\n"
        "Brightwood Books",
    ),
    Mail(
        "k4del2",
        0,
        "Stride Running <orders@stride-running.example>",
        "Your order has been dispatched",
        _d(10, 21),
        "Hi Sam,\n\nYour order of running shoes has been dispatched.\n"
        "Parcels usually arrive within 3 working days.\n\nStride Running",
    ),
    Mail(
        "k4del3",
        0,
        "Swiftpost <notifications@swiftpost.example>",
        "Sorry we missed you",
        _d(10, 23, 14),
        f"Hello,\n\nWe tried to deliver your parcel today at 11:42.\n{LEFT_WITH}\n\nSwiftpost",
    ),
)


def _q(question: str, identity: int | None, **answers: str) -> Question:
    return Question(question, identity, frozenset(answers), quotes=dict(answers))


def _none(question: str, identity: int | None, forbidden: frozenset[str] = frozenset()) -> Question:
    return Question(question, identity, frozenset(), forbidden=forbidden, kind="unanswerable")


QUESTIONS4: tuple[Question, ...] = (
    # tenancy
    _q("When does my tenancy renew?", 0, k4let1=TENANCY),
    _q("Which scheme protects my tenancy deposit?", 0, k4let1=SCHEME),
    _q("When is the plumber coming to fix the boiler?", 0, k4let3=PLUMBER),
    # travel
    _q("What time does my flight to Lisbon leave?", 0, k4tr1=FLIGHT),
    _q("How many nights is the hotel in Lisbon booked for?", 0, k4tr4=NIGHTS),
    _q("What is the address of our hotel in Lisbon?", 0, k4tr4=HOTEL_ADDRESS),
    _q("When does Priya arrive in Lisbon?", 0, k4tr3=PRIYA),
    _none("How much did I pay for travel insurance for the Lisbon trip?", 0),
    # the Atlas project
    Question(
        "When is the Atlas launch?",
        1,
        frozenset({"k4wk2"}),
        acceptable=frozenset({"k4wk1"}),
        quotes={"k4wk2": LAUNCH},
    ),
    _q("Who is leading the Atlas data migration?", 1, k4wk3=MIGRATION_LEAD),
    _q("How much money did finance approve for the Atlas user research?", 1, k4wk4=RESEARCH),
    _q("Which room is the Atlas retrospective in?", 1, k4wk6=RETRO),
    _q("When does the contractor lose access to the Atlas repository?", 1, k4wk7=CONTRACTOR),
    _none("What is the Atlas contractor's hourly rate?", 1),
    # asked in the home mailbox: the answer is only in the work identity's mail
    _none("When is the Atlas retrospective?", 0, forbidden=frozenset({"k4wk6"})),
    # invoices
    _q("How much is the Larkspur Design invoice for?", 1, k4inv1=LARKSPUR),
    _q("What was the Nimbus Cloud bill for October?", 1, k4inv3=NIMBUS),
    # school
    _q("When is the Year 5 parents' evening?", 0, k4sch1=PARENTS_EVENING),
    _q("What does Lily need to bring for the farm visit?", 0, k4sch3=FARM),
    _none("How much does the new school uniform cost?", 0),
    # health
    _q("When is my dentist check-up?", None, k4hl1=DENTIST),
    _q("What did the surgery say about my blood test?", 0, k4hl3=BLOOD),
    _q("How long is each physio session?", 0, k4hl4=PHYSIO),
    _q("How much does a physiotherapy session cost?", 0, k4hl4=PHYSIO),
    _none("When is my eye test booked?", 0),
    # car
    _q("When is the car's MOT due?", 0, k4car1=MOT),
    _q("How much will the car insurance cost after renewal?", 0, k4car3=INSURANCE),
    # deliveries
    _q("When will my Brightwood Books parcel be delivered?", 0, k4del1=BOOKS),
    _q("Where did the courier leave my parcel?", 0, k4del3=LEFT_WITH),
)
