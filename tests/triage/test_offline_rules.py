"""The offline classifier's readable rules (needs-reply, priority, the category's header and
helpdesk corrections) on the kinds of mail the clean held-out splits showed, and those
splits' files."""

from __future__ import annotations

from dataclasses import replace

import pytest

from apps.triage.management import evaluation
from apps.triage.services import classifier
from pylota.core import embeddings
from pylota.core import triage as core


def facts(text: str, **fields) -> core.MailFacts:
    return core.MailFacts(
        from_address=fields.pop("from_address", "someone@example.com"), text=text, **fields
    )


def test_an_invitations_rsvp_prompt_is_not_a_question_to_answer():
    invitation = facts(
        "Ana has invited you to Design review. When: Monday 14:00. Going? Yes - Maybe - No",
        subject="Invitation: Design review",
        kind="calendar",
    )
    assert core.needs_reply_of(invitation) == (False, ["no_request"])


def test_an_invitation_that_asks_something_of_the_reader_still_needs_a_reply():
    invitation = facts(
        "Ana has invited you to Design review. Could you bring the printed plans?",
        kind="calendar",
    )
    assert core.needs_reply_of(invitation)[0] is True


def test_the_same_question_outside_an_invitation_still_counts():
    assert core.needs_reply_of(facts("Are we still on for Monday?"))[0] is True


@pytest.mark.parametrize(
    "sender",
    [
        "ne-pas-repondre@colis.example",
        "nepasrepondre@banque.example",
        "keine-antwort@bahn.example",
        "nicht_antworten@shop.example",
        "no-responder@paqueteria.example",
        "noresponder@banco.example",
        "no-contestar@tienda.example",
    ],
)
def test_no_reply_senders_in_french_german_and_spanish_are_never_waiting_for_a_reply(sender):
    message = facts("¿Puedes seguir el envío en nuestra web?", from_address=sender)
    assert core.needs_reply_of(message) == (False, ["no_reply_sender"])


def test_a_person_named_like_a_word_is_not_a_no_reply_sender():
    assert not core.is_no_reply_sender("noelia@example.es")


@pytest.mark.parametrize(
    ("text", "needs_reply", "priority"),
    [
        ("Payment failed - action required. Update your card.", False, "high"),
        ("Können Sie mir bis heute Abend die Zahlen schicken?", True, "high"),
        ("¿Puedes enviarme el contrato lo antes posible?", True, "high"),
        ("Pouvez-vous me rappeler dès que possible ?", True, "high"),
        ("Potresti mandarmi il file il prima possibile?", True, "high"),
        ("Invoice 3391 is now 30 days overdue.", False, "high"),
        ("The site is down, please join the call immediately.", True, "urgent"),
        ("Können Sie sofort in die Besprechung kommen?", True, "urgent"),
        ("Kun je meteen bellen?", True, "urgent"),
        ("The report is attached for next week.", False, "normal"),
    ],
)
def test_urgency_words_in_each_language_raise_the_priority(text, needs_reply, priority):
    message = facts(text)
    got_reply, _ = core.needs_reply_of(message)
    assert got_reply is needs_reply
    assert core.priority_of(message, category="work", needs_reply=got_reply)[0] == priority


@pytest.mark.parametrize(
    "text",
    [
        # a request with no question mark, in each language of the sets
        "Please join the incident call and tell me what you need from me.",
        "I need the updated deck by 4pm. Reply when it's in the shared folder.",
        "Need your sign-off on the vendor contract. Tomorrow noon latest.",
        "Please refund the duplicate charge and confirm by email once it's done.",
        "Let me know if Thursday works for you.",
        "Fais-moi savoir si samedi te convient.",
        "Merci de me renvoyer le contrat signé.",
        "Gib mir bitte Bescheid, ob das klappt.",
        "Können Sie mir bitte den Termin nennen.",
        "Necesitamos ayuda urgente, por favor.",
        "Avísame cuando llegues.",
        "Fammi sapere se sabato ci sei.",
        "Attivala oggi e rispondi a questa email per confermare.",
        "Me avisa quando chegar.",
        "Preciso de ajuda com a minha conta.",
        "Laat me weten of dinsdagmiddag schikt.",
        "Kun je me het rapport voor vrijdag sturen.",
        "Redlines attached. Your comments by end of day today.",
        "Les pido que me devuelvan el importe y me confirmen la cancelación.",
        "Je vous demande de vérifier le montant de la facture.",
        "Peço que me enviem a fatura corrigida.",
        "Ik verzoek u de factuur aan te passen.",
        "Please just reply to this email with one or the other.",
        "I need to know today whether you'll come in person.",
        "To dig further we need two things: the request ID and the time it failed.",
    ],
)
def test_a_request_without_a_question_mark_needs_a_reply(text):
    assert core.needs_reply_of(facts(text)) == (True, ["request"])


@pytest.mark.parametrize(
    "text",
    [
        # what the reader may do, not what the sender asks
        "Puedes descargarla en el área de clientes.",
        "Hier können Sie die Rechnung herunterladen.",
        "Hier kun je je factuur downloaden.",
        "Puoi scaricare la fattura dall'area clienti.",
        "Você pode acessar a fatura na área do cliente.",
        "Please find attached the invoice for November.",
        "Please move your car out of the garage by Friday.",
        "Merci de votre confiance.",
    ],
)
def test_what_the_reader_may_do_is_not_a_request(text):
    assert core.needs_reply_of(facts(text)) == (False, ["no_request"])


@pytest.mark.parametrize(
    "text",
    [
        "A new device signed in to your account. Not you? Reset your password.",
        "Questions? Visit our help centre.",
        "Ce n'était pas vous ? Changez votre mot de passe.",
        "Haben Sie Fragen? Besuchen Sie unser Hilfecenter.",
        "¿No fuiste tú? Cambia tu contraseña.",
        "Non sei stato tu? Cambia la password.",
        "Não foi você? Altere a sua senha.",
        "Was jij dit niet? Wijzig je wachtwoord.",
        "Need to make changes? Manage your booking online.",
        "Uploaded the photos. Wasn't that view from the top something else?",
        "Thanks for last night. Who knew you could make a risotto like that?",
        "If you have any questions, feel free to contact us.",
        "Here is the report. Let me know if you have any questions.",
        "Anbei der Bericht. Melden Sie sich gerne, wenn Sie Fragen haben.",
        "Read the whole story at https://news.example/item?id=42",
        "Party on Saturday at ours. Coming? Yes - No - Maybe",
        "Your ticket was closed. How did we do? Rate the help you received.",
        "Another Monday, another broken printer, who's surprised? A technician is coming.",
        "Siamo tornati. Chi l'avrebbe detto che a ottobre si potesse ancora fare il bagno?",
        "Cerramos la migración. ¿Quién dijo que agosto era un mes tranquilo?",
        "Wer hätte das gedacht, dass es im Oktober noch so warm ist?",
        "Who said Mondays were dull? We shipped three features today.",
    ],
)
def test_boilerplate_rhetorical_and_rsvp_questions_ask_nothing(text):
    assert core.needs_reply_of(facts(text)) == (False, ["no_request"])


def test_an_invitation_asking_whether_the_reader_attends_is_answered_by_its_buttons():
    invitation = facts(
        "Liam has invited you to Quarterly review. Will you attend? Yes - No - Maybe",
        kind="calendar",
    )
    assert core.needs_reply_of(invitation) == (False, ["no_request"])
    asked = facts("Sam has invited you to Retro. Please RSVP so I can book the room.")
    assert core.needs_reply_of(asked) == (True, ["request"])
    assert core.needs_reply_of(replace(asked, kind="calendar")) == (False, ["no_request"])


def test_a_forwarded_message_and_a_no_reply_needed_note_ask_nothing_of_the_reader():
    forwarded = facts(
        "Forwarding this for context. ---------- Forwarded message ---------- "
        "From: Priya > Could we move the launch to the 21st?"
    )
    assert core.needs_reply_of(forwarded) == (False, ["no_request"])
    note = facts("Production is down. Do not deploy. No need to reply. Can you hold off?")
    assert core.needs_reply_of(note) == (False, ["no_reply_needed"])


@pytest.mark.parametrize(
    "text",
    [
        # the quoted or forwarded part is inline, where the reply parser does not cut it
        "Thought you'd like this recipe. Love, Dad. ---- On Sat, Jo wrote: > Did you try it?",
        "FYI, it's booked. ---- Forwarded ---- From: James > Can we get her back on Tuesday?",
        "Pour info. -- Le 3 mars, Paul a écrit : > Tu peux me rappeler ?",
    ],
)
def test_a_quote_inside_a_line_asks_nothing_of_the_reader(text):
    assert core.needs_reply_of(facts(text)) == (False, ["no_request"])


def test_on_without_an_attribution_and_a_quote_is_the_readers_text():
    message = facts("Based on what Sarah wrote: could you check the figures?")
    assert core.needs_reply_of(message) == (True, ["request", "question"])


@pytest.mark.parametrize(
    "text",
    [
        "This is an automated message, please do not reply. Can you confirm your address?",
        "Ce message est envoyé automatiquement. Pouvez-vous vérifier vos coordonnées ?",
        "Diese E-Mail wurde automatisch erstellt. Können Sie Ihre Daten prüfen?",
    ],
)
def test_a_message_that_says_a_machine_sent_it_is_automated(text):
    message = facts(text)
    assert core.needs_reply_of(message) == (False, ["automated_notice"])
    votes = {"personal": 0.5, "notification": 0.3}
    assert core.category_of(message, votes)[0] == "notification"


@pytest.mark.parametrize(
    "sender",
    [
        "non-rispondere@corriere.example",
        "nao-responda@correios.example",
        "niet-beantwoorden@bank.example",
        "calendar-noreply@company.example",
        "billing.no-reply@shop.example",
        "benachrichtigung@fotos.example",
    ],
)
def test_no_reply_senders_in_more_languages_and_after_a_prefix(sender):
    assert core.is_no_reply_sender(sender)


def test_a_person_asking_about_a_problem_writes_support_rather_than_billing():
    refund = facts(
        "I returned the headphones three weeks ago but I still haven't had my refund. "
        "Can you check what's happening?",
        from_address="b.ito@fastmail.example",
    )
    votes = {"billing": 0.8, "support": 0.1}
    assert core.category_of(refund, votes) == (
        "support",
        ["prototypes", "lexicon", "asks_for_help"],
    )
    # the same vote on an invoice that asks for nothing stays billing
    invoice = facts("Attached is invoice 2026-1187. Amount due within 14 days.")
    assert core.category_of(invoice, votes)[0] == "billing"


def test_a_customer_disputing_a_charge_writes_billing_mail():
    votes = {"support": 0.6, "billing": 0.2}
    twice = facts(
        "Hello, I've been charged twice for the same subscription this month; both charges "
        "show on my card. Please refund the duplicate and confirm.",
        subject="Charged twice",
        from_address="ana.ruiz@studio.example",
    )
    category, reasons = core.category_of(twice, votes)
    assert (category, "disputes_charge" in reasons) == ("billing", True)
    cargo = facts(
        "Buenos días, este mes me han cobrado 89 € en lugar de 59 €. ¿Podrían explicarme "
        "el cargo? Si es un error, les agradecería que me devolvieran el importe.",
        from_address="marta@estudio.example",
    )
    assert core.category_of(cargo, votes)[0] == "billing"


def test_a_friend_saved_under_a_first_name_writes_personal_mail():
    votes = {"support": 0.5, "security": 0.2, "personal": 0.15}
    locked_out = facts(
        "I've locked myself out and my phone is dying. Are you home before 6?",
        subject="locked out!!",
        from_address="zoe.h@gmail.com",
        from_name="Zoe",
    )
    category, reasons = core.category_of(locked_out, votes)
    assert (category, "first_name" in reasons) == ("personal", True)
    # a full name, or a company's mailbox, is not a friend's
    customer = replace(locked_out, from_name="Zoe Hart")
    assert core.category_of(customer, votes)[0] == "support"
    colleague = replace(locked_out, from_address="zoe@company.example")
    assert core.category_of(colleague, votes)[0] == "support"
    # ISPs' mailboxes are personal mailboxes too
    assert core.category_of(replace(locked_out, from_address="zoe@libero.it"), votes)[0] == (
        "personal"
    )


def test_a_support_desks_team_and_file_words_are_not_work_mail():
    reply = facts(
        "Bonjour, suite à l'intervention de notre équipe technique, la synchronisation de "
        "vos dossiers devrait fonctionner. Pouvez-vous nous confirmer que le problème est "
        "résolu ?",
        subject="Re: Dossier n° 44120 - problème de synchronisation",
        from_address="assistance@cloud.example",
        from_name="Service client Cloud",
    )
    category, reasons = core.category_of(reply, {"work": 0.4, "support": 0.1})
    assert (category, "helpdesk" in reasons) == ("support", True)


def test_a_helpdesk_writing_about_a_ticket_is_support_even_when_automated():
    ack = facts(
        "Thanks for contacting Example Support. Your request #48213 has been received and "
        "an agent will reply within a day.",
        subject="[Request #48213] We've received your request",
        from_address="no-reply@help.example",
        auto_submitted=True,
    )
    category, reasons = core.category_of(ack, {"notification": 0.5, "support": 0.2})
    assert (category, "helpdesk" in reasons) == ("support", True)
    # a pull request number is not a ticket
    review = facts(
        "devon commented on pull request #812.",
        from_address="no-reply@git.example",
        auto_submitted=True,
    )
    assert core.category_of(review, {"notification": 0.5, "support": 0.2})[0] == "notification"


@pytest.mark.parametrize(
    ("address", "category"),
    [
        ("billing@cloud.example", "billing"),
        ("rechnung@telekom.example", "billing"),
        ("fatture@energia.example", "billing"),
        ("seguridad@grupo.example", "security"),
        ("calendar-noreply@company.example", "calendar"),
        ("deploy@ci.company.example", "notification"),
        ("letters@writer.example", "newsletter"),
        ("ofertas@tienda.example", "marketing"),
        ("facilities@company.co.uk", "work"),
        # the words that senders of every kind use, and a registered name, say nothing
        ("notifications@social.example", None),
        ("alerts@bank.example", None),
        ("hello@billingapp.example", None),
        ("team@security.co.uk", None),
        ("billing.no-reply@shop.example", "billing"),
    ],
)
def test_the_senders_mailbox_or_subdomain_names_its_job(address, category):
    assert core.sender_cue(address) == category


def test_what_a_robot_sends_is_a_notification_unless_it_says_it_is_more():
    votes = {"billing": 0.4, "security": 0.15, "notification": 0.2}
    warning = facts(
        "A flood warning is in force for Lower Calder until 20:00 today. Stay away from "
        "riverbanks.",
        from_address="alerts@weather.example",
        auto_submitted=True,
    )
    assert core.category_of(warning, votes)[0] == "notification"
    invoice = replace(
        warning,
        subject="Your November invoice",
        text="Your invoice for November is available. Amount due: 49.00, charged on 3 December.",
    )
    assert core.category_of(invoice, votes)[0] == "billing"
    # the sender's mailbox is enough to keep the prototypes' vote
    renewal = replace(warning, from_address="billing@cloud.example", text="See you next year.")
    assert core.category_of(renewal, votes)[0] == "billing"


def test_a_persons_mail_is_security_mail_only_when_a_word_or_the_sender_says_so():
    votes = {"security": 0.4, "work": 0.3}
    notice = facts(
        "Hallo zusammen, das VPN ist heute Nacht nicht erreichbar. Eine Rückmeldung ist "
        "nicht nötig.",
        from_address="it-betrieb@company.example",
    )
    assert core.category_of(notice, votes)[0] == "work"
    revoke = facts(
        "Hola, los becarios terminaron el viernes y siguen teniendo acceso al almacén de "
        "datos. Revoca sus cuentas hoy, por favor.",
        from_address="seguridad@company.example",
    )
    assert core.category_of(revoke, votes)[0] == "security"


def lexicon_hits(message: core.MailFacts) -> dict[str, float]:
    return {cat: score for cat, score in core.lexicon_scores(message).items() if score}


def test_a_hyphenated_name_is_not_the_word_it_starts_with():
    deploy = facts("Release 2026.12.1 of billing-service was deployed to staging.")
    assert lexicon_hits(deploy) == {"notification": 0.5}


@pytest.mark.parametrize(
    ("text", "hits"),
    [
        # a sign may follow a digit; "off" alone is not an offer
        ("Come back and get 30% off.", {"marketing": 0.5}),
        ("The water will be switched off from 10 December.", {}),
        ("Please approve it or tell me who else can sign it off.", {"work": 0.5}),
        # "minutes" alone is a recipe's, not a meeting's
        ("Simmer twenty minutes.", {}),
        (
            "Ich bin im Urlaub, Herr Yilmaz übernimmt meine Vertretung.",
            {"personal": 0.5, "work": 0.5},
        ),
        ("Wir erinnern Sie an Ihren Termin am Dienstag.", {"notification": 1.0}),
        ("Hemos detectado compras inusuales y una actividad sospechosa.", {"security": 1.0}),
        ("Marco declined and proposed a new time: Wednesday 16:00.", {"calendar": 0.5}),
        ("Emma and 3 others gave you kudos.", {"social": 0.5}),
    ],
)
def test_lexicon_entries_match_what_they_mean(text, hits):
    assert lexicon_hits(facts(text)) == hits


def test_one_word_alone_is_weak_evidence_and_a_greeting_is_none():
    assert lexicon_hits(facts("See you at the weekend.")) == {"personal": 0.5}
    repeated = facts("Plans for the weekend? Nothing fixed yet.", subject="weekend")
    assert lexicon_hits(repeated) == {"personal": 1.0}
    for greeting in ("Hallo zusammen,", "Hola Marta,", "Ciao,", "Hoi,", "Salut,"):
        assert lexicon_hits(facts(greeting)) == {}


@pytest.mark.parametrize(
    "text",
    [
        "Your statement for November is ready. Balance: 1,284.50.",
        "Votre relevé de compte de novembre est disponible.",
        "Ihr Kontoauszug für November steht bereit.",
        "O seu extrato de novembro está disponível.",
        "Je afschrift van november staat klaar.",
    ],
)
def test_a_bank_statement_is_billing_mail(text):
    statement = facts(text, from_address="no-reply@bank.example", auto_submitted=True)
    assert core.category_of(statement, {"billing": 0.3, "notification": 0.3})[0] == "billing"


@pytest.mark.parametrize(
    "text",
    [
        "This is a reminder of your appointment with Dr Patel tomorrow at 09:30.",
        "Your prescription is ready for collection at the pharmacy on High Street.",
        "Le ricordiamo la sua visita di giovedì alle 16:00. Il suo appuntamento è confermato.",
    ],
)
def test_reminders_and_pick_ups_are_notifications(text):
    message = facts(text, from_address="no-reply@service.example", auto_submitted=True)
    votes = {"billing": 0.4, "calendar": 0.3, "notification": 0.2}
    assert core.category_of(message, votes)[0] == "notification"


def test_an_appointment_reminder_is_a_notification_of_normal_priority():
    reminder = facts(
        "Wir erinnern Sie an Ihren Werkstatttermin am Dienstag um 8:00 Uhr.",
        subject="Erinnerung: Ihr Werkstatttermin",
        from_address="service@garage.example",
        auto_submitted=True,
    )
    assert core.priority_of(reminder, category="notification", needs_reply=False)[0] == "normal"
    parcel = replace(reminder, subject="Delivered", text="Your parcel was delivered today.")
    assert core.priority_of(parcel, category="notification", needs_reply=False)[0] == "low"


def test_still_not_is_no_deadline():
    late = facts("Die Erstattung ist bis heute nicht bei mir eingegangen.")
    assert core.priority_of(late, category="support", needs_reply=True)[0] == "normal"
    today = facts("Bitte schicken Sie mir das Angebot bis heute Abend.")
    assert core.priority_of(today, category="work", needs_reply=True)[0] == "high"


def test_the_clean_sets_follow_the_products_label_conventions():
    # an invitation's RSVP is answered by its buttons: it needs no reply
    for split in ("train", "heldout", "clean", "clean2", "clean3", "clean4"):
        for item in classifier.golden_items(split=split):
            if item.facts.kind == "calendar":
                assert item.needs_reply is False, item.id


def test_a_subscription_word_in_a_newsletters_footer_is_not_billing():
    letter = facts(
        "This month's letter is all about soups. Manage your subscription or unsubscribe.",
        list_id="<letters.example>",
        has_unsubscribe=True,
    )
    assert core.category_of(letter, {"newsletter": 0.35, "billing": 0.3})[0] == "newsletter"


def test_a_set_that_calls_an_invitation_invite_is_read_as_calendar_mail():
    row = {"from": "a@example.com", "subject": "Invitation: x", "text": "y", "kind": "invite"}
    assert core.golden_facts(row).kind == "calendar"


def test_the_clean_split_is_a_file_of_its_own_with_valid_labels():
    clean = classifier.golden_items(split="clean")
    golden = classifier.golden_items()
    assert len(clean) >= 60
    assert {item.split for item in clean} == {"clean"}
    assert not {item.id for item in clean} & {item.id for item in golden}
    assert {item.category for item in clean} == set(core.CATEGORIES)
    for item in clean:
        assert item.priority in core.PRIORITIES
        assert isinstance(item.needs_reply, bool)
    # The golden set's digest (and so the shipped prototypes) does not depend on it.
    assert classifier.golden_digest() == classifier.golden_digest(classifier.GOLDEN)


def test_eval_triage_knows_every_clean_split_and_its_file():
    assert classifier.SPLIT_FILES["clean3"] == classifier.DATA / "clean3.jsonl"
    assert classifier.SPLIT_FILES["clean4"] == classifier.DATA / "clean4.jsonl"
    assert classifier.SPLIT_FILES["clean5"] == classifier.DATA / "clean5.jsonl"
    assert classifier.SPLIT_FILES["clean6"] == classifier.DATA / "clean6.jsonl"


def test_eval_triage_scores_the_clean_split_with_the_train_prototypes():
    [result] = evaluation.evaluate(embeddings.create("fake"), ("clean",))
    assert result.split == "clean"
    assert result.total == len(classifier.golden_items(split="clean"))
    assert sum(result.confusion.values()) == result.total
