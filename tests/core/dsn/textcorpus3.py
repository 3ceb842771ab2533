# ruff: noqa: E501
# Corpus data: long literal lines are what these MTAs write.
"""A third round of text bounces, written before the detectors were changed for it.

Four new variants per family (other wording, layouts, languages, several recipients, soft
and hard), none copied from a real bounce. Within a family the variants alternate: the
first, third, ... are the *dev* split (tuning allowed), the second, fourth, ... are
*heldout3* (measured, never tuned on). The split is fixed by position, before measuring.
``textcorpus_build.samples`` includes them; ``measure_text.py`` reports both splits.
"""

from __future__ import annotations

import json
from email.header import Header

from tests.core.dsn.textcorpus_build import MD, bounce, orig, orig_headers, r

Variant = tuple[str, bytes, list]


def _jis(text: str) -> str:
    return Header(text, "iso-2022-jp").encode()


def dragonfly() -> list[Variant]:
    out: list[Variant] = []
    to = "petra@hill.example"
    out.append(
        (
            "local-delivery-failed",
            bounce(
                sender=f"{MD}@box.hill.example",
                subject="Mail delivery failed",
                mid="dma10.20240304@box.hill.example",
                body=f"""This is the DragonFly Mail Agent v0.14 at box.hill.example.

There was an error delivering your mail to <{to}>.

local delivery failed: mailbox `petra' does not exist

Message headers follow.

{orig_headers("dh1", to)}""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to = "quentin@ridge.example"
    out.append(
        (
            "quota-552",
            bounce(
                sender=f"{MD}@gw.ridge.example",
                subject="Mail delivery failed",
                mid="dma11.20240304@gw.ridge.example",
                body=f"""This is the DragonFly Mail Agent v0.13 at gw.ridge.example.

There was an error delivering your mail to <{to}>.

remote delivery failed: mx2.ridge.example [198.51.100.7] did not like our DATA:
552 5.2.2 <{to}>: Mailbox quota exceeded

Message headers follow.

{orig_headers("dh2", to)}""",
            ),
            [r(to, "failed", "mailbox_full")],
        )
    )
    to = "rosa@vale.example"
    out.append(
        (
            "no-bracket-no-mx",
            bounce(
                sender=f"{MD}@relay.vale.example",
                subject="Mail delivery failed",
                mid="dma12.20240304@relay.vale.example",
                body=f"""This is the DragonFly Mail Agent v0.12 at relay.vale.example.

There was an error delivering your mail to {to}.

can not find MX records for vale-old.example: Host not found

Message headers follow.
""",
            ),
            [r(to, "failed", "domain_unknown")],
        )
    )
    to = "sven@fjord.example"
    out.append(
        (
            "rejected-policy",
            bounce(
                sender=f"{MD}@smtp.fjord.example",
                subject="Mail delivery failed",
                mid="dma13.20240304@smtp.fjord.example",
                body=f"""This is the DragonFly Mail Agent v0.13 at smtp.fjord.example.

There was an error delivering your mail to <{to}>.

remote delivery failed: mx.fjord.example [203.0.113.61] did not like our MAIL FROM:
554 5.7.1 Service unavailable; Client host [192.0.2.10] blocked using zen.spamhaus.org

Message headers follow.

{orig_headers("dh4", to)}""",
            ),
            [r(to, "failed", "blocked")],
        )
    )
    return out


def exchange_old() -> list[Variant]:
    out: list[Variant] = []
    to = "tara@legacy.example"
    out.append(
        (
            "ex55-not-recognized",
            bounce(
                sender="System Administrator <postmaster@legacy.example>",
                subject="Undeliverable: Quarterly numbers",
                mid="01C2F0A1.5E3B4C20@exch1.legacy.example",
                extra=[("X-Mailer", "Internet Mail Service (5.5.2653.19)")],
                body=f"""Your message

  To:      Tara Lind
  Subject: Quarterly numbers
  Sent:    Mon, 4 Mar 2024 10:14:58 +0000

did not reach the following recipient(s):

{to} on Mon, 4 Mar 2024 10:15:02 +0000
    The recipient name is not recognized
	The MTS-ID of the original message is: c=US;a= ;p=Legacy;l=EXCH1-240304101502Z-1234
    MSEXCH:IMS:Legacy:HQ:EXCH1 0 (000C05A6) Unknown Recipient
""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to1, to2 = "uma@firm2003.example", "vic@firm2003.example"
    out.append(
        (
            "ex2003-two-smtp-problem",
            bounce(
                sender="System Administrator <postmaster@firm2003.example>",
                subject="Undeliverable: Quarterly numbers",
                mid="B7A1E0F2C3D44E5F@srv03.firm2003.example",
                body=f"""Your message did not reach some or all of the intended recipients.

      Subject:	Quarterly numbers
      Sent:	3/4/2024 10:14 AM

The following recipient(s) could not be reached:

      {to1} on 3/4/2024 10:15 AM
            The e-mail account does not exist at the organization this message was sent to.  Check the e-mail address, or contact the recipient directly to find out the correct address.
            <srv03.firm2003.example #5.1.1 smtp;550 5.1.1 User unknown>

      {to2} on 3/4/2024 10:15 AM
            The recipient's mailbox is full and can't accept messages now.
            <srv03.firm2003.example #5.2.2 smtp;552 5.2.2 Mailbox full>
""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_full")],
        )
    )
    to = "walt@branch.example"
    out.append(
        (
            "iis-could-not-connect",
            bounce(
                sender="postmaster@web01.branch.example",
                subject="Delivery Status Notification (Failure)",
                mid="WEB01abcdEF0123456789@web01.branch.example",
                body=f"""This is an automatically generated Delivery Status Notification.

Unable to deliver message to the following recipients, due to being unable to connect successfully to the destination mail server.

       {to}
""",
            ),
            [r(to, "failed", "network_error")],
        )
    )
    to = "xena@campus.example"
    out.append(
        (
            "ex2003-quoted-name-expired",
            bounce(
                sender="System Administrator <postmaster@campus.example>",
                subject="Undeliverable: Quarterly numbers",
                mid="C8B2F1A3D4E55F60@mail03.campus.example",
                body=f"""Your message did not reach some or all of the intended recipients.

      Subject:	Quarterly numbers
      Sent:	04/03/2024 10:14

The following recipient(s) cannot be reached:

      '{to}' on 06/03/2024 10:15
            Could not deliver the message in the time limit specified.  Please retry or contact your administrator.
            <mail03.campus.example #4.4.7>
""",
            ),
            [r(to, "failed", "expired")],
        )
    )
    return out


def japanese() -> list[Variant]:
    out: list[Variant] = []
    to = "sakura@docomo-like.example.ne.jp"
    out.append(
        (
            "carrier-not-found-iso2022",
            bounce(
                sender="Mail Delivery Subsystem <MAILER-DAEMON@mfsmax.docomo-like.example.ne.jp>",
                subject=_jis("メールの送信に失敗しました"),
                mid="jp10.20240304@mfsmax.docomo-like.example.ne.jp",
                charset="iso-2022-jp",
                body=f"""以下のメールアドレスへの送信に失敗しました。

送信先メールアドレスが見つかりません。
{to}

------ Original message headers ------
{orig_headers("jp10", to)}""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to1, to2 = "taro@ezweb-like.example.ne.jp", "jiro@ezweb-like.example.ne.jp"
    out.append(
        (
            "two-recipients-sjis",
            bounce(
                sender="MAILER-DAEMON@ezweb-like.example.ne.jp",
                subject="Mail delivery failed / " + _jis("メール配信エラー"),
                mid="jp11.20240304@ezweb-like.example.ne.jp",
                charset="shift_jis",
                encoding="8bit",
                body=f"""お客様が送信されたメールは、以下の宛先に配信できませんでした。

宛先: {to1}
理由: 宛先のメールアドレスは存在しません (user unknown)

宛先: {to2}
理由: 受信者の設定により受信拒否されました (rejected by reception filter)

-------- 元のメッセージ --------
{orig_headers("jp11", to1)}""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "blocked")],
        )
    )
    to = "midori@soft-like.example.jp"
    out.append(
        (
            "delayed-retrying",
            bounce(
                sender="postmaster@soft-like.example.jp",
                subject=_jis("配信遅延のお知らせ"),
                mid="jp12.20240304@soft-like.example.jp",
                charset="iso-2022-jp",
                body=f"""このメールは配信システムから自動送信されています。

次の宛先へのメールの配信が遅れています。配信は引き続き試行されます。
This is a warning only: delivery is still being attempted.

  {to}

421 4.4.2 Connection timed out
""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    to = "kaede@filter-like.example.jp"
    out.append(
        (
            "filter-english-only",
            bounce(
                sender="Mail Filter <postmaster@filter-like.example.jp>",
                subject="Returned mail: Rejected by the recipient's filter",
                mid="jp13.20240304@filter-like.example.jp",
                charset="iso-2022-jp",
                body=f"""エラーメール (Error mail)

Your message was not delivered to {to}
because the recipient refuses mail from your address (受信拒否).

550 5.7.1 Rejected by reception filter
""",
            ),
            [r(to, "failed", "blocked")],
        )
    )
    return out


def sendmail_text() -> list[Variant]:
    out: list[Variant] = []
    to = "yann@oldsite.example"
    out.append(
        (
            "transcript-only",
            bounce(
                sender="Mail Delivery Subsystem <MAILER-DAEMON@gw.oldsite.example>",
                subject="Returned mail: User unknown",
                mid="202403041015.KAA10234@gw.oldsite.example",
                body=f"""The original message was received at Mon, 4 Mar 2024 10:15:00 GMT
from agents.pylota.test [192.0.2.10]

   ----- Transcript of session follows -----
... while talking to mail.oldsite.example.:
>>> RCPT To:<{to}>
<<< 550 <{to}>... User unknown
550 {to}... User unknown

   ----- Unsent message follows -----
{orig_headers("sm10", to)}""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to1, to2 = "zara@works.example", "abe@works.example"
    out.append(
        (
            "two-permanent-one-list",
            bounce(
                sender="Mail Delivery Subsystem <MAILER-DAEMON@mx.works.example>",
                subject="Returned mail: see transcript for details",
                mid="202403041016.LBB20345@mx.works.example",
                body=f"""The original message was received at Mon, 4 Mar 2024 10:15:01 GMT
from out1.agents.pylota.test [192.0.2.10]

   ----- The following addresses had permanent fatal errors -----
<{to1}>
    (reason: 550 5.1.1 <{to1}>... User unknown)
<{to2}>
    (reason: 552 5.2.2 Mailbox full)

   ----- Transcript of session follows -----
... while talking to store.works.example.:
>>> RCPT To:<{to1}>
<<< 550 5.1.1 <{to1}>... User unknown
550 5.1.1 <{to1}>... User unknown
>>> RCPT To:<{to2}>
<<< 552 5.2.2 <{to2}>... Mailbox full
""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_full")],
        )
    )
    to = "bea@slow.example"
    out.append(
        (
            "warning-deferred",
            bounce(
                sender="Mail Delivery Subsystem <MAILER-DAEMON@relay.slow.example>",
                subject="Warning: could not send message for past 4 hours",
                mid="202403041417.MCC30456@relay.slow.example",
                body=f"""    **********************************************
    **      THIS IS A WARNING MESSAGE ONLY      **
    **  YOU DO NOT NEED TO RESEND YOUR MESSAGE  **
    **********************************************

The original message was received at Mon, 4 Mar 2024 10:15:02 GMT
from out1.agents.pylota.test [192.0.2.10]

   ----- Transcript of session follows -----
{to}... Deferred: Connection refused by mx.slow.example.
Warning: message still undelivered after 4 hours
Will keep trying until message is 5 days old
""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    to = "cy@gone.example"
    out.append(
        (
            "host-unknown-no-brackets",
            bounce(
                sender="MAILER-DAEMON@mail.agents-relay.example",
                subject="Returned mail: Host unknown (Name server: gone.example: host not found)",
                mid="202403041018.NDD40567@mail.agents-relay.example",
                body=f"""The original message was received at Mon, 4 Mar 2024 10:15:02 GMT

   ----- The following addresses had permanent fatal errors -----
{to}

   ----- Transcript of session follows -----
550 5.1.2 {to}... Host unknown (Name server: gone.example: host not found)

   ----- Original message follows -----
{orig_headers("sm13", to)}""",
            ),
            [r(to, "failed", "domain_unknown")],
        )
    )
    return out


def exim_text() -> list[Variant]:
    out: list[Variant] = []
    to = "dora@coast.example"
    out.append(
        (
            "unindented-quota",
            bounce(
                sender="Mail Delivery System <Mailer-Daemon@host7.coast.example>",
                subject="Mail delivery failed: returning message to sender",
                mid="E1rhXyZ-0003Ab-Qq@host7.coast.example",
                body=f"""This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

{to}
Mailbox quota exceeded

------ This is a copy of the message, including all the headers. ------
{orig_headers("ex10", to)}""",
            ),
            [r(to, "failed", "mailbox_full")],
        )
    )
    to1, to2 = "eva@meadow.example", "finn@meadow.example"
    out.append(
        (
            "unindented-two-smtp",
            bounce(
                sender="Mail Delivery System <MAILER-DAEMON@cpanel5.meadow-host.example>",
                subject="Mail delivery failed: returning message to sender",
                mid="E1rhYaB-0004Cd-Rr@cpanel5.meadow-host.example",
                body=f"""This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

{to1}
host mx.meadow.example [198.51.100.33]
SMTP error from remote mail server after RCPT TO:<{to1}>:
550 5.1.1 <{to1}>: Recipient address rejected: User unknown
{to2}
host mx.meadow.example [198.51.100.33]
SMTP error from remote mail server after RCPT TO:<{to2}>:
550 5.2.1 <{to2}>: account disabled

------ This is a copy of the message, including all the headers. ------
{orig_headers("ex11", to1)}""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_disabled")],
        )
    )
    to = "gus@harbor.example"
    out.append(
        (
            "cpanel-dashes",
            bounce(
                sender="Mail Delivery System <Mailer-Daemon@server9.harbor-host.example>",
                subject="Mail delivery failed: returning message to sender",
                mid="E1rhZbC-0005De-Ss@server9.harbor-host.example",
                body=f"""This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

{to}
all relevant MX records point to non-existent hosts

The following text was generated during the delivery attempt:

------ {to} ------

all relevant MX records point to non-existent hosts

------ This is a copy of the message, including all the headers. ------
{orig_headers("ex12", to)}""",
            ),
            [r(to, "failed", "domain_unknown")],
        )
    )
    to = "hugo@bay.example"
    out.append(
        (
            "unindented-warning",
            bounce(
                sender="Mail Delivery System <Mailer-Daemon@mx3.bay-relay.example>",
                subject="Warning: message 1rhZcD-0006Ef-Tt delayed 24 hours",
                mid="E1riAcD-0007Fg-Uu@mx3.bay-relay.example",
                body=f"""This message was created automatically by mail delivery software.
A message that you sent has not yet been delivered to one or more of its
recipients after more than 24 hours on the queue on mx3.bay-relay.example.

The message identifier is:     1rhZcD-0006Ef-Tt
The subject of the message is: Quarterly numbers

The address to which the message has not yet been delivered is:

{to}
Delay reason: SMTP error from remote mail server after RCPT TO:<{to}>:
451 4.3.0 Temporary failure, please try again later

No action is required on your part. Delivery attempts will continue for
some time, and this warning may be repeated at intervals if the message
remains undelivered. Eventually the mail delivery software will give up,
and when that happens, the message will be returned to you.
""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    return out


def imail() -> list[Variant]:
    out: list[Variant] = []
    to = "ines@dental.example"
    out.append(
        (
            "invalid-userid",
            bounce(
                sender="Postmaster <postmaster@dental.example>",
                subject="Undeliverable Mail",
                mid="200403041020.AD06666@dental.example",
                extra=[("X-Mailer", "<IMail v8.22>")],
                body=f"""Invalid final delivery userid: {to}

Original message follows.

{orig_headers("im10", to)}""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to = "jon@garage.example"
    out.append(
        (
            "unable-to-deliver-rcpt",
            bounce(
                sender="Postmaster <postmaster@mail.garage.example>",
                subject="Undeliverable Mail",
                mid="200403041021.AE07777@mail.garage.example",
                extra=[("X-Mailer", "<SMTP32 v10.10>")],
                body=f"""Unable to deliver to: {to}

RCPT TO:<{to}> generated following response:
550 5.7.1 Message rejected as spam by Content Filtering

Original message follows.

{orig_headers("im11", to)}""",
            ),
            [r(to, "failed", "spam_detected")],
        )
    )
    to1, to2 = "kim@bakery.example", "lou@bakery.example"
    out.append(
        (
            "two-unknown",
            bounce(
                sender="Postmaster <postmaster@bakery.example>",
                subject="Undeliverable Mail",
                mid="200403041022.AF08888@bakery.example",
                extra=[("X-Mailer", "<SMTP32 v9.0>")],
                body=f"""Unknown user: {to1}
Unknown user: {to2}

Original message follows.

{orig_headers("im12", to1)}""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_unknown")],
        )
    )
    to = "max@florist.example"
    out.append(
        (
            "exceeds-size",
            bounce(
                sender="Postmaster <postmaster@florist.example>",
                subject="Undeliverable Mail",
                mid="200403041023.AG09999@florist.example",
                extra=[("X-Mailer", "<IMail v12.4>")],
                body=f"""User mailbox exceeds allowed size: {to}

Original message follows.

{orig_headers("im13", to)}""",
            ),
            [r(to, "failed", "mailbox_full")],
        )
    )
    return out


def banner() -> list[Variant]:
    out: list[Variant] = []
    to = "nia@warehouse.example"
    out.append(
        (
            "pipes-failed-addresses",
            bounce(
                sender="Mail Delivery System <postmaster@warehouse.example>",
                subject="Undeliverable Mail",
                mid="mds10.20240304@warehouse.example",
                body=f"""|------------------------- Message log follows: -------------------------|
 no valid recipients were found for this message
|------------------------- Failed addresses follow: ---------------------|
 <{to}> ... unknown user
|------------------------- Message text follows: ------------------------|
{orig("mds10", to)}""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to1, to2 = "oli@market.example", "pia@market.example"
    out.append(
        (
            "log-two-mixed",
            bounce(
                sender="Mail Delivery System <MAILER-DAEMON@smtp.market.example>",
                subject="Delivery Notification: Delivery has failed",
                mid="mds11.20240304@smtp.market.example",
                body=f"""This is the Mail Delivery System at smtp.market.example.

Delivery to some recipients failed permanently.

------ Message log follows ------
{to1}: 550 5.1.1 Recipient not found
{to2}: 552 5.2.2 Quota exceeded
------ End of message log ------
""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_full")],
        )
    )
    to = "quinn@outlet.example"
    out.append(
        (
            "german-banner",
            bounce(
                sender="Mail Delivery System <MAILER-DAEMON@mx.outlet.example>",
                subject="Unzustellbar: Quarterly numbers",
                mid="mds12.20240304@mx.outlet.example",
                body=f"""Mail Delivery System

Ihre Nachricht konnte nicht zugestellt werden an:
Your message could not be delivered to:

  {to}

Message log follows:
  {to}: 550 5.1.1 User unknown / Benutzer unbekannt
""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to = "ray@kiosk.example"
    out.append(
        (
            "log-deferred",
            bounce(
                sender="Mail Delivery System <MAILER-DAEMON@mail.kiosk.example>",
                subject="Delivery Notification: Delivery has been delayed",
                mid="mds13.20240304@mail.kiosk.example",
                body=f"""This is the Mail Delivery System at mail.kiosk.example.

Your message has not yet been delivered; delivery will continue to be attempted.

------ Message log follows ------
{to}: deferred: 450 4.2.0 Mailbox temporarily unavailable
------ End of message log ------
""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    return out


def workmail() -> list[Variant]:
    out: list[Variant] = []
    to = "sam@partner.example"
    out.append(
        (
            "could-not-deliver-to",
            bounce(
                sender="MAILER-DAEMON@us-west-2.awsapps.com",
                subject="Undeliverable: Quarterly numbers",
                mid="workmail10.20240304@us-west-2.awsapps.com",
                body=f"""We could not deliver your message to {to}.

The recipient's mail server responded:
550 5.1.1 <{to}>: Recipient address rejected: User unknown in relay recipient table

Amazon WorkMail
""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to1, to2 = "tia@vendor.example", "ugo@vendor.example"
    out.append(
        (
            "following-recipients-two",
            bounce(
                sender="MAILER-DAEMON@eu-west-1.awsapps.com",
                subject="Delivery Status Notification (Failure)",
                mid="workmail11.20240304@eu-west-1.awsapps.com",
                body=f"""Your message wasn't delivered to the following recipients:

{to1}
{to2}

Reason: 550 5.1.1 Requested action not taken: mailbox unavailable

This message was sent by Amazon WorkMail.
""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_unknown")],
        )
    )
    to = "val@client.example"
    out.append(
        (
            "delay-notice",
            bounce(
                sender="MAILER-DAEMON@us-east-1.awsapps.com",
                subject="Delivery Status Notification (Delay)",
                mid="workmail12.20240304@us-east-1.awsapps.com",
                body=f"""Delivery to the following recipient has been delayed:

{to}

Amazon WorkMail will retry delivery. You do not need to resend the message.
Reason: 421 4.7.0 Try again later, closing connection.
""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    to = "wyn@customer.example"
    out.append(
        (
            "size-limit",
            bounce(
                sender="MAILER-DAEMON@us-east-1.awsapps.com",
                subject="Delivery Status Notification (Failure)",
                mid="workmail13.20240304@us-east-1.awsapps.com",
                body=f"""The following message to <{to}> was undeliverable.
The reason for the problem:
552 5.3.4 Message size exceeds fixed maximum message size

Amazon WorkMail
""",
            ),
            [r(to, "failed", "message_too_large")],
        )
    )
    return out


def _ses(kind: str, subtype: str, recipients: list[dict], mid: str, *, event: bool = False) -> str:
    data = {
        ("eventType" if event else "notificationType"): "Bounce",
        "bounce": {
            "feedbackId": "0100018e0b6c8d3e-5b7f-4a2c-8d4e-111111111111-000000",
            "bounceType": kind,
            "bounceSubType": subtype,
            "bouncedRecipients": recipients,
            "timestamp": "2024-03-04T10:15:03.000Z",
            "reportingMTA": "dns; b7-12.smtp-out.eu-west-1.amazonses.com",
        },
        "mail": {
            "timestamp": "2024-03-04T10:14:58.000Z",
            "source": "research@agents.pylota.test",
            "messageId": "0100018e0b6c8d3e-bbbbbbbb-1111-1111-1111-111111111111-000000",
            "destination": [x["emailAddress"] for x in recipients],
            "commonHeaders": {
                "from": ["research@agents.pylota.test"],
                "to": [x["emailAddress"] for x in recipients],
                "messageId": f"<{mid}@agents.pylota.test>",
                "subject": "Quarterly numbers",
            },
        },
    }
    return json.dumps(data, indent=2)


def _sns(message: str) -> str:
    return json.dumps(
        {
            "Type": "Notification",
            "MessageId": "3c2b1a00-0000-4000-8000-000000000010",
            "TopicArn": "arn:aws:sns:eu-west-1:000000000000:ses-bounces",
            "Message": message,
            "Timestamp": "2024-03-04T10:15:04.000Z",
            "SignatureVersion": "1",
        },
        indent=2,
    )


def ses() -> list[Variant]:
    out: list[Variant] = []
    sns = "AWS Notifications <no-reply@sns.amazonaws.com>"
    to = "xavi@shopper.example"
    out.append(
        (
            "event-publishing-bare",
            bounce(
                sender=sns,
                subject="AWS Notification Message",
                mid="ses10.sns@sns.amazonaws.com",
                null_return_path=False,
                body=_ses(
                    "Permanent",
                    "NoEmail",
                    [
                        {
                            "emailAddress": to,
                            "action": "failed",
                            "status": "5.1.1",
                            "diagnosticCode": "smtp; 550 5.1.1 The email account that you tried to reach does not exist",
                        }
                    ],
                    "ses10",
                    event=True,
                ),
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to1, to2 = "yara@shopper.example", "zeno@shopper.example"
    out.append(
        (
            "sns-transient-two",
            bounce(
                sender=sns,
                subject="AWS Notification Message",
                mid="ses11.sns@sns.amazonaws.com",
                null_return_path=False,
                body=_sns(
                    _ses(
                        "Transient",
                        "MailboxFull",
                        [
                            {
                                "emailAddress": to1,
                                "action": "failed",
                                "status": "4.2.2",
                                "diagnosticCode": "smtp; 452 4.2.2 Mailbox full",
                            },
                            {
                                "emailAddress": to2,
                                "action": "failed",
                                "status": "5.2.2",
                                "diagnosticCode": "smtp; 552 5.2.2 Over quota",
                            },
                        ],
                        "ses11",
                    )
                ),
            ),
            [r(to1, "failed", "mailbox_full"), r(to2, "failed", "mailbox_full")],
        )
    )
    to = "alba@shopper.example"
    out.append(
        (
            "suppression-list-no-status",
            bounce(
                sender=sns,
                subject="AWS Notification Message",
                mid="ses12.sns@sns.amazonaws.com",
                null_return_path=False,
                body=_sns(
                    _ses(
                        "Permanent",
                        "Suppressed",
                        [{"emailAddress": to}],
                        "ses12",
                    )
                ),
            ),
            [r(to, "failed", "undefined")],
        )
    )
    to = "bruno@shopper.example"
    out.append(
        (
            "bare-general-quoted-name",
            bounce(
                sender=sns,
                subject="AWS Notification Message",
                mid="ses13.sns@sns.amazonaws.com",
                null_return_path=False,
                body=_ses(
                    "Permanent",
                    "General",
                    [
                        {
                            "emailAddress": f'"Bruno B" <{to}>',
                            "action": "failed",
                            "status": "5.4.4",
                            "diagnosticCode": "smtp; 550 5.4.4 Unable to route: no mail hosts for domain",
                        }
                    ],
                    "ses13",
                ),
            ),
            [r(to, "failed", "domain_unknown")],
        )
    )
    return out


def mdaemon() -> list[Variant]:
    out: list[Variant] = []
    to = "cato@firm-md.example"
    out.append(
        (
            "permanent-transcript-550",
            bounce(
                sender="MDaemon at mail.agents-md.example <MDaemon@mail.agents-md.example>",
                subject="Permanent Delivery Failure",
                mid="MDAEMON10.20240304@mail.agents-md.example",
                extra=[("X-MDaemon-Deliver-To", "research@agents.pylota.test")],
                body=f"""The attached message had PERMANENT fatal delivery errors!

After one or more unsuccessful delivery attempts the attached message has
been removed from the mail queue on this server.  The number and frequency
of delivery attempts are determined by local configuration parameters.

YOU DO NOT NEED TO RESEND YOUR MESSAGE.

--- Session Transcript ---
 Mon 2024-03-04 10:15:02.123: Parsing message <mail.agents-md.example\\pd10000123.msg>
 Mon 2024-03-04 10:15:02.124: *  From: research@agents.pylota.test
 Mon 2024-03-04 10:15:02.124: *  To: {to}
 Mon 2024-03-04 10:15:02.300: Attempting SMTP connection to [mx.firm-md.example : 25]
 Mon 2024-03-04 10:15:02.410: >>> MAIL From:<research@agents.pylota.test>
 Mon 2024-03-04 10:15:02.450: <<< 250 2.1.0 Ok
 Mon 2024-03-04 10:15:02.451: >>> RCPT To:<{to}>
 Mon 2024-03-04 10:15:02.500: <<< 550 5.1.1 <{to}>: Recipient address rejected: User unknown
--- End Transcript ---
""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to = "dina@firm-md.example"
    out.append(
        (
            "temporary-warning",
            bounce(
                sender="MDaemon at mail.agents-md.example <MDaemon@mail.agents-md.example>",
                subject="Warning: Temporary Delivery Failure Notice",
                mid="MDAEMON11.20240304@mail.agents-md.example",
                body=f"""The attached message has encountered temporary delivery problems.

This is a warning only.  The message is still queued and delivery will continue
to be attempted.

    Recipient: {to}

--- Session Transcript ---
 Mon 2024-03-04 10:15:02.300: Attempting SMTP connection to [mx.firm-md.example : 25]
 Mon 2024-03-04 10:15:32.300: Connection to [198.51.100.90] timed out
--- End Transcript ---
""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    to1, to2 = "emil@firm-md2.example", "fern@firm-md2.example"
    out.append(
        (
            "permanent-two-rcpts",
            bounce(
                sender="MDaemon <MDaemon@relay.agents-md.example>",
                subject="Permanent Delivery Failure",
                mid="MDAEMON12.20240304@relay.agents-md.example",
                body=f"""The attached message had PERMANENT fatal delivery errors!

--- Session Transcript ---
 Mon 2024-03-04 10:15:02.451: >>> RCPT To:<{to1}>
 Mon 2024-03-04 10:15:02.500: <<< 550 5.1.1 No such user here
 Mon 2024-03-04 10:15:02.501: >>> RCPT To:<{to2}>
 Mon 2024-03-04 10:15:02.550: <<< 552 5.2.2 Mailbox is full
--- End Transcript ---
""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_full")],
        )
    )
    to = "gia@firm-md3.example"
    out.append(
        (
            "permanent-dns",
            bounce(
                sender="MDaemon at mx.agents-md3.example <MDaemon@mx.agents-md3.example>",
                subject="Permanent Delivery Failure",
                mid="MDAEMON13.20240304@mx.agents-md3.example",
                body=f"""The attached message had PERMANENT fatal delivery errors!

After one or more unsuccessful delivery attempts the attached message has
been removed from the mail queue on this server.

--- Session Transcript ---
 Mon 2024-03-04 10:15:02.124: *  To: {to}
 Mon 2024-03-04 10:15:02.200: Resolving MX records for firm-md3.example (DNS Server: 127.0.0.1)...
 Mon 2024-03-04 10:15:02.250: *  D=firm-md3.example TTL=(0) MX=[] {{NXDOMAIN}}
 Mon 2024-03-04 10:15:02.251: No such domain: firm-md3.example
--- End Transcript ---
""",
            ),
            [r(to, "failed", "domain_unknown")],
        )
    )
    return out


def lsmtp() -> list[Variant]:
    out: list[Variant] = []
    to = "hal@society.example"
    out.append(
        (
            "quota",
            bounce(
                sender="LSMTP Mail Transport <postmaster@mail.society.example>",
                subject="Delivery failure",
                mid="LSMTP-20240304101502-10@mail.society.example",
                body=f"""The enclosed message could not be delivered. The mail server that attempted
delivery reported the following error:

--> Error description:
Error-For:  {to}
Error-Code: 5.2.2
Error-Text: 552 5.2.2 Mailbox over quota

Error-End: One error reported.
""",
            ),
            [r(to, "failed", "mailbox_full")],
        )
    )
    to = "ivy@guild.example"
    out.append(
        (
            "connection-refused-no-code",
            bounce(
                sender="LSMTP Mail Transport <postmaster@lsmtp.guild.example>",
                subject="Delivery failure",
                mid="LSMTP-20240304101503-11@lsmtp.guild.example",
                body=f"""The enclosed message could not be delivered.

--> Error description:
Error-For:  {to}
Error-Text: Unable to connect to mx.guild.example: connection refused. Retry period expired, giving up.

Error-End: One error reported.
""",
            ),
            [r(to, "failed", "expired")],
        )
    )
    to = "jay@union.example"
    out.append(
        (
            "delay-warning",
            bounce(
                sender="LSMTP Mail Transport <postmaster@mail.union.example>",
                subject="Delivery delayed",
                mid="LSMTP-20240304101504-12@mail.union.example",
                body=f"""This is a warning only: the enclosed message has not yet been delivered.
Delivery will continue to be attempted.

--> Error description:
Error-For:  {to}
Error-Code: 4.4.1
Error-Text: 421 4.4.1 Connection timed out

Error-End: One error reported.
""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    to1, to2 = "kai@league.example", "lea@league.example"
    out.append(
        (
            "two-errors-disabled",
            bounce(
                sender="LSMTP Mail Transport <postmaster@mail.league.example>",
                subject="Delivery failure",
                mid="LSMTP-20240304101505-13@mail.league.example",
                body=f"""The enclosed message could not be delivered. The mail server that attempted
delivery reported the following errors:

--> Error description:
Error-For:  {to1}
Error-Code: 5.2.1
Error-Text: 550 5.2.1 Account is disabled

--> Error description:
Error-For:  {to2}
Error-Code: 5.1.1
Error-Text: 550 5.1.1 No such mailbox

Error-End: 2 errors reported.
""",
            ),
            [r(to1, "failed", "mailbox_disabled"), r(to2, "failed", "mailbox_unknown")],
        )
    )
    return out


def yahoo() -> list[Variant]:
    out: list[Variant] = []
    to = "mia@yahoo-old.example"
    out.append(
        (
            "disabled-102",
            bounce(
                sender="MAILER-DAEMON@yahoo.com",
                subject="Failure Notice",
                mid="20240304101502.5501.qmail@mta5.mail.yahoo.com",
                body=f"""Message from  yahoo.com.
Unable to deliver message to the following address(es).

<{to}>:
Sorry, your message to {to} cannot be delivered.  This account has been disabled or discontinued [#102].

--- Original message follows.

{orig_headers("yh10", to)}""",
            ),
            [r(to, "failed", "mailbox_disabled")],
        )
    )
    to = "ned@yahoo-old.example"
    out.append(
        (
            "over-quota",
            bounce(
                sender="MAILER-DAEMON@yahoo.com",
                subject="Failure Notice",
                mid="20240304101502.5502.qmail@mta6.mail.yahoo.com",
                body=f"""Hi. This is the qmail-send program at yahoo.com.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<{to}>:
Sorry your message to {to} cannot be delivered. This account is over quota.

--- Below this line is a copy of the message.
""",
            ),
            [r(to, "failed", "mailbox_full")],
        )
    )
    to = "ora@remote-y.example"
    out.append(
        (
            "remote-host-554",
            bounce(
                sender="MAILER-DAEMON@yahoo.com",
                subject="Failure Notice",
                mid="20240304101502.5503.qmail@mta7.mail.yahoo.com",
                body=f"""Sorry, we were unable to deliver your message to the following address.

<{to}>:
Remote host said: 554 5.7.1 Message rejected because it looks like spam [BODY]

--- Below this line is a copy of the message.
""",
            ),
            [r(to, "failed", "spam_detected")],
        )
    )
    to1, to2 = "pam@yahoo-old.example", "rex@yahoo-old.example"
    out.append(
        (
            "two-no-account",
            bounce(
                sender="MAILER-DAEMON@yahoo.com",
                subject="Failure Notice",
                mid="20240304101502.5504.qmail@mta8.mail.yahoo.com",
                body=f"""Message from  yahoo.com.
Unable to deliver message to the following address(es).

<{to1}>:
This user doesn't have a yahoo.com account ({to1}) [0]

<{to2}>:
This user doesn't have a yahoo.com account ({to2}) [0]

--- Original message follows.
""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_unknown")],
        )
    )
    return out


def opensmtpd() -> list[Variant]:
    out: list[Variant] = []
    to = "sia@bsd.example"
    out.append(
        (
            "old-e-mail-wording",
            bounce(
                sender="Mailer Daemon <MAILER-DAEMON@puffy.bsd.example>",
                subject="Delivery status notification: error",
                mid="0a1b2c3d4e5f6a7b@puffy.bsd.example",
                body=f"""Hi!

This is the MAILER-DAEMON, please DO NOT REPLY to this e-mail.

An error has occurred while attempting to deliver a message for
the following list of recipients:

{to}: 550 5.1.1 <{to}>: Recipient address rejected: User unknown

Below is a copy of the original message:

{orig_headers("os10", to)}""",
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to1, to2 = "tom@fish.example", "uli@fish.example"
    out.append(
        (
            "two-mixed",
            bounce(
                sender="Mailer Daemon <MAILER-DAEMON@mx.agents-bsd.example>",
                subject="Delivery status notification: error",
                mid="1b2c3d4e5f6a7b8c@mx.agents-bsd.example",
                body=f"""Hi!

This is the MAILER-DAEMON, please DO NOT REPLY to this email.

An error has occurred while attempting to deliver a message for
the following list of recipients:

{to1}: 552 5.2.2 Mailbox full
{to2}: Domain does not exist

Below is a copy of the original message:
""",
            ),
            [r(to1, "failed", "mailbox_full"), r(to2, "failed", "domain_unknown")],
        )
    )
    to = "vera@reef.example"
    out.append(
        (
            "delay-postponed",
            bounce(
                sender="Mailer Daemon <MAILER-DAEMON@puffy.bsd.example>",
                subject="Delivery status notification: delay",
                mid="2c3d4e5f6a7b8c9d@puffy.bsd.example",
                body=f"""Hi!

This is the MAILER-DAEMON, please DO NOT REPLY to this email.

An error has occurred while attempting to deliver a message for
the following list of recipients:

{to}: Network error on destination MXs

Delivery will continue to be attempted; this is a warning only and you do not
need to resend your message.

Below is a copy of the original message:
""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    to = "wen@coral.example"
    out.append(
        (
            "expired-in-queue",
            bounce(
                sender="Mailer Daemon <MAILER-DAEMON@mx.agents-bsd.example>",
                subject="Delivery status notification: error",
                mid="3d4e5f6a7b8c9d0e@mx.agents-bsd.example",
                body=f"""Hi!

This is the MAILER-DAEMON, please DO NOT REPLY to this email.

An error has occurred while attempting to deliver a message for
the following list of recipients:

<{to}>: Envelope expired: message stayed too long in the queue

Below is a copy of the original message:
""",
            ),
            [r(to, "failed", "expired")],
        )
    )
    return out


def domino() -> list[Variant]:
    out: list[Variant] = []
    to1, to2 = "xiu@corp3.example", "yon@corp3.example"
    out.append(
        (
            "two-not-listed",
            bounce(
                sender="Postmaster@corp3.example",
                subject="DELIVERY FAILURE: User xiu (xiu@corp3.example) not listed in Domino Directory",
                mid="OF4567890123.EF012345-ON88257A00.00556677@corp3.example",
                extra=[("X-Mailer", "Lotus Domino Release 8.5.3")],
                body=f"""Your message

  Subject: Quarterly numbers

was not delivered to:

  {to1}
  {to2}

because:

  User xiu ({to1}) not listed in Domino Directory
  User yon ({to2}) not listed in Domino Directory

""",
                attach=orig("dm10", to1),
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_unknown")],
        )
    )
    to = "zed@corp4.example"
    out.append(
        (
            "size-limit",
            bounce(
                sender="Postmaster@corp4.example",
                subject="DELIVERY FAILURE: Message exceeds maximum message size limit",
                mid="OF5678901234.F0123456-ON88257A00.00667788@corp4.example",
                extra=[("X-Mailer", "Lotus Domino Release 9.0.1")],
                body=f"""Your message

  Subject: Quarterly numbers

was not delivered to:

  {to}

because:

  Message exceeds maximum message size limit of 10240 KB set by administrator

""",
                attach=orig("dm11", to),
            ),
            [r(to, "failed", "message_too_large")],
        )
    )
    to = "amy@corp5.example"
    out.append(
        (
            "delay-report",
            bounce(
                sender="Postmaster@corp5.example",
                subject="DELIVERY DELAYED: Quarterly numbers",
                mid="OF6789012345.01234567-ON88257A00.00778899@corp5.example",
                extra=[("X-Mailer", "Lotus Domino Release 8.5.1")],
                body=f"""Your message

  Subject: Quarterly numbers

has not yet been delivered to:

  {to}

because:

  Unable to connect to remote host mail.corp5.example; the router will continue to retry delivery

""",
            ),
            [r(to, "delayed", "delayed")],
        )
    )
    to = "ben@corp6.example"
    out.append(
        (
            "german-nicht-zugestellt",
            bounce(
                sender="Postmaster@corp6.example",
                subject="Fehler bei der Zustellung: Quarterly numbers",
                mid="OF7890123456.12345678-ONC1257A00.00889900@corp6.example",
                extra=[("X-Mailer", "Lotus Domino Release 9.0.1FP10")],
                body=f"""Ihre Nachricht

  Betreff: Quarterly numbers

wurde nicht zugestellt an:

  {to}

Grund:

  User ben ({to}) not listed in Domino Directory

""",
                attach=orig("dm13", to),
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    return out


def interscan() -> list[Variant]:
    out: list[Variant] = []
    to = "cal@secure5.example"
    out.append(
        (
            "viruswall-sending-failed",
            bounce(
                sender="postmaster@vw.secure5.example",
                subject="Mail could not be delivered",
                mid="VW.20240304101510@vw.secure5.example",
                body=f"""****** Message from InterScan E-Mail VirusWall NT ******

Sending of the message failed. The recipient's server answered:

  <{to}>: 550 5.1.1 User unknown

*****************     End of message     ***************
""",
                attach=orig("is10", to),
            ),
            [r(to, "failed", "mailbox_unknown")],
        )
    )
    to = "dee@secure6.example"
    out.append(
        (
            "imss-host-not-found",
            bounce(
                sender="postmaster@imss.secure6.example",
                subject="Mail could not be delivered",
                mid="IMSS.20240304101511@imss.secure6.example",
                body=f"""****** Message from InterScan Messaging Security Suite ******

Unable to deliver message to <{to}>: the destination host was not found
(host unknown: secure6-mail.example).

*****************     End of message     ***************
""",
                attach=orig("is11", to),
            ),
            [r(to, "failed", "domain_unknown")],
        )
    )
    to1, to2 = "eli@secure7.example", "fay@secure7.example"
    out.append(
        (
            "imsva-two",
            bounce(
                sender="postmaster@imsva.secure7.example",
                subject="Mail could not be delivered",
                mid="IMSVA.20240304101512@imsva.secure7.example",
                body=f"""****** Message from InterScan Messaging Security Virtual Appliance ******

Transmitting the message to the following recipients failed:

<{to1}>: 550 5.1.1 Mailbox does not exist
<{to2}>: 552 5.2.2 Mailbox full

*****************     End of message     ***************
""",
            ),
            [r(to1, "failed", "mailbox_unknown"), r(to2, "failed", "mailbox_full")],
        )
    )
    to = "gil@secure8.example"
    out.append(
        (
            "imss-spam-policy",
            bounce(
                sender="postmaster@imss.secure8.example",
                subject="Mail could not be delivered",
                mid="IMSS.20240304101513@imss.secure8.example",
                body=f"""****** Message from InterScan Messaging Security Suite ******

The message sent to {to} was blocked by a content filtering rule:
it was identified as spam and was not delivered.

*****************     End of message     ***************
""",
                attach=orig("is13", to),
            ),
            [r(to, "failed", "spam_detected")],
        )
    )
    return out


FAMILIES = {
    "dragonfly": dragonfly,
    "exchange-old": exchange_old,
    "japanese": japanese,
    "sendmail-text": sendmail_text,
    "exim-text": exim_text,
    "imail": imail,
    "mail-delivery-system": banner,
    "workmail": workmail,
    "ses-json": ses,
    "mdaemon": mdaemon,
    "lsmtp": lsmtp,
    "yahoo-old": yahoo,
    "opensmtpd": opensmtpd,
    "domino": domino,
    "interscan": interscan,
}


def written() -> list[tuple[str, str, str, bytes, list]]:
    """(family, variant, split, raw, recipients): dev at even positions, heldout3 at odd."""
    out = []
    for family, build in FAMILIES.items():
        for index, (variant, raw, recipients) in enumerate(build()):
            split = "heldout3" if index % 2 else "dev"
            out.append((family, f"r3-{variant}", split, raw, recipients))
    return out
