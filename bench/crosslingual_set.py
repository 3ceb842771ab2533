# ruff: noqa: RUF001 (the set is mail in other scripts: Cyrillic, Japanese punctuation)
"""A labelled cross-lingual set: mail in English, French, German, Spanish, Russian and
Japanese, each with one question asked in another language than the mail's.

Written for this product (no external source). Every message is a target of exactly one
question; the other messages are its distractors, and many share a topic on purpose
(several invoices, several meetings, several outages) so a model must match the meaning,
not the topic. The split into ``dev`` and ``heldout`` is by a hash of the message key, so
it never depends on the order of the list: tune on ``dev``, report both.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

SPLITS = ("dev", "heldout")


@dataclass(frozen=True)
class Case:
    key: str
    lang: str  # the mail's language
    subject: str
    body: str
    question_lang: str
    question: str

    @property
    def split(self) -> str:
        return split_of(self.key)


def split_of(key: str) -> str:
    """About 60 % dev, 40 % held out; stable for a key."""
    return "dev" if hashlib.sha256(key.encode()).digest()[0] < 154 else "heldout"


def _c(key, lang, subject, body, question_lang, question) -> Case:
    return Case(key, lang, subject, body, question_lang, question)


CASES: tuple[Case, ...] = (
    # --- English mail ------------------------------------------------------------------
    _c(
        "en-server-invoice",
        "en",
        "Invoice INV-2291 for the March server rental",
        "Hi, please find attached invoice INV-2291 for the rental of the two dedicated servers "
        "in March. Payment is due by the 15th of April by bank transfer. Thanks, Accounts",
        "fr",
        "Quelle est la date limite pour payer la location des serveurs de mars ?",
    ),
    _c(
        "en-offsite-lisbon",
        "en",
        "Team offsite in Lisbon",
        "The team offsite will take place in Lisbon from 12 to 14 June. Please book your own "
        "flights before the end of the month and send the receipts to Maria.",
        "es",
        "¿En qué ciudad se celebra la reunión fuera de la oficina del equipo?",
    ),
    _c(
        "en-db-outage",
        "en",
        "Incident report: database migration failed",
        "Last night's database migration failed halfway because the disk of the primary "
        "filled up. We rolled back at 02:40 and nothing was lost. We will add 500 GB first.",
        "de",
        "Warum ist die Datenbankmigration letzte Nacht fehlgeschlagen?",
    ),
    _c(
        "en-laptop-return",
        "en",
        "Returning your old laptop",
        "When you receive the new laptop, please wipe the old one and ship it back to IT in "
        "the prepaid box within two weeks. The courier label is inside the box.",
        "ja",
        "古いノートパソコンはいつまでに返送すればいいですか？",
    ),
    _c(
        "en-parking",
        "en",
        "Parking garage closed on Saturday",
        "The underground parking garage will be closed all day on Saturday for resurfacing. "
        "You can park at the supermarket across the street for free that day.",
        "ru",
        "Где можно припарковаться в субботу, когда гараж закрыт?",
    ),
    _c(
        "en-contract-renewal",
        "en",
        "Your support contract renews automatically",
        "Your premium support contract renews automatically on 1 September for twelve months. "
        "To cancel, reply to this email at least thirty days before the renewal date.",
        "fr",
        "Comment résilier le contrat de support avant son renouvellement ?",
    ),
    _c(
        "en-allergy-dinner",
        "en",
        "Dinner on Thursday: dietary needs",
        "For Thursday's client dinner, the restaurant needs to know about allergies by "
        "Tuesday. So far we have one vegetarian and one guest allergic to peanuts.",
        "de",
        "Ist einer der Gäste beim Abendessen allergisch gegen Erdnüsse?",
    ),
    _c(
        "en-password-expiry",
        "en",
        "Your VPN password expires in 5 days",
        "Your VPN password will expire in five days. Change it from the self-service portal; "
        "the new password needs at least 14 characters and cannot reuse the last five.",
        "es",
        "¿Cuántos caracteres debe tener la nueva contraseña de la VPN?",
    ),
    _c(
        "en-shipping-delay",
        "en",
        "Order 44817 delayed at customs",
        "Your order 44817 (three office chairs) is held at customs and will arrive about a "
        "week late. No action is needed; we will pay any import duties.",
        "ja",
        "注文した椅子が遅れている理由は何ですか？",
    ),
    _c(
        "en-printer",
        "en",
        "Third floor printer out of toner",
        "The printer on the third floor is out of black toner. A replacement cartridge has "
        "been ordered; until Wednesday please use the one near the kitchen.",
        "ru",
        "Какой принтер использовать, пока на третьем этаже нет тонера?",
    ),
    # --- French mail -------------------------------------------------------------------
    _c(
        "fr-loyer",
        "fr",
        "Augmentation du loyer du bureau",
        "Bonjour, à partir du 1er janvier le loyer mensuel du bureau passera de 2 400 à "
        "2 550 euros, conformément à l'indexation prévue au bail. Cordialement, le gérant",
        "en",
        "How much will the monthly office rent be from January?",
    ),
    _c(
        "fr-greve",
        "fr",
        "Grève des transports jeudi",
        "En raison de la grève des transports prévue jeudi, le télétravail est autorisé pour "
        "toute l'équipe. Merci de prévenir votre responsable si vous venez au bureau.",
        "en",
        "Can we work from home during the transport strike?",
    ),
    _c(
        "fr-formation",
        "fr",
        "Formation sécurité incendie",
        "La formation obligatoire à la sécurité incendie aura lieu le 3 mars à 10 h dans la "
        "grande salle. Elle dure deux heures et comprend un exercice d'évacuation.",
        "de",
        "Wann findet die Brandschutzschulung statt?",
    ),
    _c(
        "fr-remboursement",
        "fr",
        "Note de frais refusée",
        "Votre note de frais du déplacement à Lyon a été refusée car le justificatif de "
        "l'hôtel manque. Merci de le déposer dans l'outil avant la fin du mois.",
        "en",
        "Why was my expense report for the Lyon trip rejected?",
    ),
    _c(
        "fr-cantine",
        "fr",
        "Fermeture de la cantine",
        "La cantine sera fermée pendant deux semaines en août pour travaux. Des tickets "
        "restaurant seront distribués à tous les salariés présents.",
        "es",
        "¿Qué recibirán los empleados mientras el comedor esté cerrado?",
    ),
    _c(
        "fr-livraison",
        "fr",
        "Livraison des écrans",
        "Les vingt écrans commandés seront livrés mardi matin au quai de chargement. "
        "Quelqu'un de l'équipe informatique doit être présent pour signer le bon.",
        "en",
        "Who has to sign for the monitor delivery on Tuesday?",
    ),
    _c(
        "fr-vaccin",
        "fr",
        "Campagne de vaccination contre la grippe",
        "Le médecin du travail propose la vaccination contre la grippe le 18 octobre. "
        "Inscrivez-vous sur la liste à l'accueil ; c'est gratuit et sans rendez-vous.",
        "ru",
        "Сколько стоит прививка от гриппа на работе?",
    ),
    _c(
        "fr-wifi",
        "fr",
        "Nouveau mot de passe Wi-Fi invités",
        "Le mot de passe du Wi-Fi invités change chaque lundi. Cette semaine il est affiché à "
        "l'accueil ; ne le communiquez pas par courriel.",
        "ja",
        "来客用Wi-Fiのパスワードはどこで確認できますか？",
    ),
    # --- German mail -------------------------------------------------------------------
    _c(
        "de-heizung",
        "de",
        "Heizung im Lager defekt",
        "Die Heizung im Lager ist seit gestern ausgefallen. Der Techniker kommt am Freitag; "
        "bis dahin stehen zwei elektrische Heizgeräte im Büro des Lagerleiters.",
        "en",
        "When is the technician coming to fix the warehouse heating?",
    ),
    _c(
        "de-urlaub",
        "de",
        "Urlaubsanträge für Dezember",
        "Bitte reicht eure Urlaubsanträge für Dezember bis zum 15. November ein. Zwischen "
        "Weihnachten und Neujahr muss mindestens eine Person pro Team erreichbar sein.",
        "fr",
        "Jusqu'à quand faut-il déposer les demandes de congés de décembre ?",
    ),
    _c(
        "de-angebot",
        "de",
        "Angebot für die Website-Überarbeitung",
        "Anbei unser Angebot für die Überarbeitung eurer Website: 18.000 Euro netto, "
        "Umsetzung in acht Wochen, inklusive zweier Korrekturrunden.",
        "en",
        "What is the price of the website redesign quote?",
    ),
    _c(
        "de-umzug",
        "de",
        "Büroumzug am Wochenende",
        "Der Umzug in das neue Büro findet am Wochenende statt. Packt eure Schreibtische bis "
        "Freitag 16 Uhr in die beschrifteten Kisten; Monitore bleiben stehen.",
        "es",
        "¿Hasta cuándo hay que empaquetar los escritorios para la mudanza?",
    ),
    _c(
        "de-rechnung",
        "de",
        "Zahlungserinnerung Rechnung 7781",
        "Unsere Rechnung 7781 über 1.240 Euro ist seit drei Wochen fällig. Bitte überweisen "
        "Sie den Betrag innerhalb von sieben Tagen, sonst fallen Mahngebühren an.",
        "en",
        "How long do we have to pay the overdue invoice before fees are added?",
    ),
    _c(
        "de-kuendigung",
        "de",
        "Kündigung des Mobilfunkvertrags",
        "Hiermit bestätigen wir die Kündigung Ihres Mobilfunkvertrags zum 31. März. Die "
        "Rufnummer kann bis dahin zu einem anderen Anbieter mitgenommen werden.",
        "ja",
        "携帯電話の契約はいつ解約されますか？",
    ),
    _c(
        "de-feuer",
        "de",
        "Feueralarm-Probe am Mittwoch",
        "Am Mittwoch um 11 Uhr gibt es eine unangekündigte Feueralarm-Probe. Sammelplatz ist "
        "der Parkplatz hinter dem Gebäude.",
        "ru",
        "Где место сбора во время учебной пожарной тревоги?",
    ),
    _c(
        "de-server",
        "de",
        "Wartungsfenster für den Mailserver",
        "Der Mailserver wird in der Nacht von Samstag auf Sonntag zwischen 1 und 3 Uhr "
        "gewartet. In dieser Zeit werden E-Mails verzögert zugestellt, aber nicht verloren.",
        "en",
        "Will emails be lost during the mail server maintenance?",
    ),
    # --- Spanish mail ------------------------------------------------------------------
    _c(
        "es-nomina",
        "es",
        "Retraso en el pago de la nómina",
        "Por un problema con el banco, la nómina de este mes se pagará el día 3 en lugar del "
        "día 1. Disculpad las molestias; no hace falta hacer nada.",
        "en",
        "Why will this month's salary be paid late?",
    ),
    _c(
        "es-congreso",
        "es",
        "Inscripción al congreso de Valencia",
        "Ya está abierta la inscripción al congreso de Valencia. La empresa paga la entrada y "
        "el hotel a dos personas por departamento; avisad a Lucía antes del viernes.",
        "fr",
        "Combien de personnes par service l'entreprise envoie-t-elle au congrès ?",
    ),
    _c(
        "es-aire",
        "es",
        "Aire acondicionado de la sala de reuniones",
        "El aire acondicionado de la sala grande no funciona. Mientras lo reparan, las "
        "reuniones de más de seis personas se harán en la sala de la segunda planta.",
        "de",
        "Wo finden große Besprechungen statt, solange die Klimaanlage kaputt ist?",
    ),
    _c(
        "es-pedido",
        "es",
        "Pedido de material de oficina",
        "He hecho el pedido mensual de material: papel, cuadernos y rotuladores. Si necesitáis "
        "algo más, decídmelo antes del miércoles y lo añado.",
        "en",
        "By which day should I ask for extra office supplies?",
    ),
    _c(
        "es-seguro",
        "es",
        "Renovación del seguro médico",
        "El seguro médico de la empresa se renueva en enero con la misma aseguradora. Ahora "
        "incluye también el dentista básico sin coste adicional.",
        "ja",
        "会社の医療保険に新しく何が含まれましたか？",
    ),
    _c(
        "es-visita",
        "es",
        "Visita de clientes de México",
        "El martes nos visitan tres clientes de México. Llegarán a las 9:30; por favor, "
        "reservad la sala principal y preparad una demo del nuevo panel.",
        "ru",
        "Во сколько приедут клиенты из Мексики?",
    ),
    _c(
        "es-teletrabajo",
        "es",
        "Nueva política de teletrabajo",
        "A partir de marzo se podrá teletrabajar hasta tres días por semana, siempre que el "
        "equipo acuerde al menos un día común en la oficina.",
        "en",
        "How many days a week can we work remotely from March?",
    ),
    _c(
        "es-factura-luz",
        "es",
        "Factura de la luz más alta",
        "La factura de la luz de la oficina de febrero es un 40 % más alta que la de enero. "
        "Parece que los radiadores se quedaron encendidos varios fines de semana.",
        "de",
        "Warum ist die Stromrechnung im Februar so hoch?",
    ),
    # --- Russian mail ------------------------------------------------------------------
    _c(
        "ru-otpusk",
        "ru",
        "График отпусков на лето",
        "Пожалуйста, заполните график отпусков на лето до 1 мая. В июле в отделе должно "
        "оставаться не меньше двух человек.",
        "en",
        "What is the deadline for the summer vacation schedule?",
    ),
    _c(
        "ru-dostavka",
        "ru",
        "Доставка оборудования задерживается",
        "Поставщик сообщил, что доставка серверного оборудования задерживается на две недели "
        "из-за нехватки жёстких дисков.",
        "fr",
        "Pourquoi la livraison du matériel serveur est-elle retardée ?",
    ),
    _c(
        "ru-propusk",
        "ru",
        "Новые пропуска в здание",
        "С понедельника старые пропуска перестанут работать. Новый пропуск можно получить на "
        "ресепшене, предъявив паспорт.",
        "es",
        "¿Qué documento hay que mostrar para recoger la nueva tarjeta de acceso?",
    ),
    _c(
        "ru-korporativ",
        "ru",
        "Новогодний корпоратив",
        "Новогодний корпоратив пройдёт 27 декабря в ресторане на набережной. Начало в 19:00, "
        "можно прийти с партнёром.",
        "en",
        "Can we bring a partner to the New Year party?",
    ),
    _c(
        "ru-voda",
        "ru",
        "Отключение горячей воды",
        "В связи с плановым ремонтом горячей воды в здании не будет с 10 по 24 июня.",
        "de",
        "Wie lange gibt es im Gebäude kein warmes Wasser?",
    ),
    _c(
        "ru-bag",
        "ru",
        "Ошибка в отчёте о продажах",
        "В отчёте о продажах за квартал обнаружена ошибка: выручка по Казахстану посчитана "
        "дважды. Исправленная версия будет завтра.",
        "en",
        "What mistake was found in the quarterly sales report?",
    ),
    # --- Japanese mail -----------------------------------------------------------------
    _c(
        "ja-kenshin",
        "ja",
        "健康診断のお知らせ",
        "今年の健康診断は9月10日から12日まで本社の会議室で行います。前日の夜9時以降は"
        "食事をしないでください。",
        "en",
        "When must we stop eating before the health check-up?",
    ),
    _c(
        "ja-souko",
        "ja",
        "倉庫の棚卸しについて",
        "来週の金曜日に倉庫の棚卸しを行います。当日は出荷を停止しますので、"
        "お客様への連絡をお願いします。",
        "fr",
        "Pourquoi les expéditions seront-elles arrêtées vendredi prochain ?",
    ),
    _c(
        "ja-kaigi",
        "ja",
        "定例会議の延期",
        "明日の定例会議は部長の出張のため、来週の火曜日の午後2時に延期します。",
        "en",
        "Why was tomorrow's regular meeting postponed?",
    ),
    _c(
        "ja-keihi",
        "ja",
        "経費精算の締め切り",
        "今月の経費精算の締め切りは25日です。領収書の原本を経理部に提出してください。",
        "es",
        "¿Cuál es la fecha límite para la liquidación de gastos de este mes?",
    ),
    _c(
        "ja-jishin",
        "ja",
        "地震訓練の実施",
        "11月5日の午前10時に地震を想定した避難訓練を行います。ヘルメットは各自の机の下にあります。",
        "de",
        "Wo liegen die Helme für die Erdbebenübung?",
    ),
    _c(
        "ja-hikkoshi",
        "ja",
        "大阪支店の移転",
        "大阪支店は4月から梅田の新しいビルに移転します。電話番号は変わりません。",
        "en",
        "Will the Osaka branch's phone number change after the move?",
    ),
)


def split(name: str) -> tuple[Case, ...]:
    if name not in SPLITS:
        raise ValueError(f"unknown split {name!r}")
    return tuple(case for case in CASES if case.split == name)
