# ruff: noqa: RUF001 -- typographic quotation marks are what mentions are quoted with
"""Phrase families that address a model or try to steer it.

Matching runs on normalised text (``normalize.normalize``: lower case, accents folded,
homoglyphs mapped, one space between words). Every pattern is built from literals,
character classes and *bounded* repetitions only (``{0,4}``, never ``*`` or ``+`` over
something that can also match what follows), so each start position costs a bounded
amount of work and a scan is linear in the text; ``tests/core/test_injection_redos.py``
checks every pattern with adversarial repetitions. In a pattern a space stands for one
space or line break (the normaliser leaves exactly one).

A match is evidence, not a verdict: the learned model (``model.py``) weighs each family
as a feature beside the character n-grams of the text, so "new instructions: room 4B"
and a security newsletter quoting an attack are told apart by what surrounds them.
A match that reads as a *mention* (inside quotation marks, after "such as", "for
example", "phrases like") is its own feature (``<family>_mention``); quoted ``>`` reply
lines count in full (an attacker chooses whether to write them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pylota.core.injection.normalize import fold_pattern

_AI = (
    r"(?:ai|a\.i\.|assistant|ai assistant|ai agent|agent|email agent|mail agent|bot|chatbot|"
    r"llm|language model|gpt|chatgpt|claude|copilot|gemini|model|automated system|"
    r"automated assistant)"
)
_FILL = r"(?:all|any|the|your|of|my|these|those|previous|prior|preceding|above|earlier|"
_FILL += r"original|initial|system|current|existing|old|safety|other|standing|given)"
_RULES = (
    r"(?:instructions?|prompts?|directives?|rules|guidelines|guardrails|context|orders|"
    r"commands|constraints|restrictions|policies|programming|messages)"
)
_MAIL = (
    r"(?:e-?mails?|messages?|mails?|conversations?|correspondence|inbox|mailbox|threads?|"
    r"contacts?|address book|attachments?|invoices?|documents?|files?|calendar|chats?|"
    r"history)"
)
# The words for secrets, not a secret.
_SECRET = (
    r"(?:passwords?|passcodes?|api[ -]?keys?|credentials|secrets?|access tokens?|tokens?|"  # noqa: S105
    r"private keys?|ssh keys?|session cookies?|cookies|2fa codes?|otp codes?|one-time codes?|"
    r"verification codes?|recovery codes?|login details|bank details|card numbers?)"
)
_SEND = r"(?:send|forward|email|e-mail|mail|share|export|upload|post|copy|bcc|cc|transmit)"
_W = r"\S{1,30}"  # one word

FAMILIES: dict[str, tuple[int, list[str]]] = {
    "instruction_override": (
        60,
        [
            rf"\b(?:ignore|disregard|forget|override|bypass|discard|drop|skip|abandon|suspend|"
            rf"cancel|overwrite|erase|clear)\b(?: {_FILL}){{1,5}} {_RULES}\b",
            r"\b(?:ignore|disregard|forget) (?:everything|all of that|what|anything) (?:you "
            r"were|you've been|you have been|i|we|they|that you were|above|before|said)\b",
            r"\b(?:ignore|disregard|forget) (?:everything|all) (?:above|before|prior|so far)\b",
            r"\bnew (?:system )?(?:instructions?|rules|directives?|task) ?:",
            r"\b(?:updated|revised|real|actual|true|priority|override) (?:system )?"
            r"(?:instructions?|directives?|task) ?(?::|follow|are|below)",
            r"\byou are now (?:a|an|in|no longer|dan|my|the|free|unrestricted|operating)\b",
            r"\bfrom now on,? you (?:will|must|are|shall|should|only)\b",
            r"\b(?:developer|god|jailbreak|dan|admin|maintenance|debug|unrestricted|sudo) mode\b",
            r"\bdo anything now\b",
            r"\bpretend (?:that )?you (?:are|have) (?:no|an?|not)\b",
            r"\bact as (?:if you (?:are|were|have)|an? (?:unrestricted|unfiltered|different))\b",
            r"\b(?:your|the) (?:real|true|new|only) (?:task|job|goal|instruction|purpose) "
            r"(?:is|now is|today is)\b",
            r"\b(?:stop|cease) (?:following|obeying) (?:your|the|all|any)\b",
            r"\bignorier(?:e|en sie)? (?:alle |sämtliche |die |deine |ihre ){0,2}"
            r"(?:vorherigen|bisherigen|obigen|früheren|vorangegangenen|alten)? ?"
            r"(?:anweisungen|instruktionen|regeln|befehle|vorgaben)",
            r"\bvergiss (?:alle |die |deine ){0,2}(?:vorherigen |bisherigen |obigen )?"
            r"(?:anweisungen|instruktionen|regeln)",
            r"\b(?:ignore[zr]?|oublie[zr]?) (?:toutes |tout |les |vos |tes ){0,2}"
            r"(?:instructions|consignes|regles|directives)(?: precedentes| anterieures| "
            r"ci-dessus)?",
            r"\b(?:ignora(?:r)?|olvida(?:r)?|ignore) (?:todas |las |tus |sus ){0,2}"
            r"(?:instrucciones|indicaciones|reglas|ordenes)(?: anteriores| previas)?",
            r"\b(?:ignora(?:re)?|dimentica(?:re)?) (?:tutte |le |tue |sue ){0,2}"
            r"(?:istruzioni|indicazioni|regole)(?: precedenti)?",
            r"\b(?:ignore|ignora(?:r)?|esqueca|esquece(?:r)?|desconsidere) (?:todas |as |suas "
            r"|tuas ){0,2}(?:instrucoes|orientacoes|regras)(?: anteriores| previas)?",
            r"\b(?:игнорируи(?:те)?|игнорировать|забудь(?:те)?|проигнорируи(?:те)?) (?:все |"
            r"свои |ваши |эти ){0,2}(?:предыдущие |прежние |прошлые |вышеуказанные )?"
            r"(?:инструкции|указания|правила|команды)",
            r"(?:忽略|忽视|无视|忘记|忘掉|不要理会|無視|忘記)(?:你|您)?(?:之前|以上|先前|上面|前面|"
            r"所有|全部|此前|原来|原有)的?(?:所有|全部)?的?(?:指令|指示|说明|規則|规则|提示|命令|設定|设定)",
            r"(?:以前|前|上記|これまで|先|元)の(?:すべての|全ての|全部の)?(?:指示|命令|ルール|"
            r"プロンプト|設定)[をは]?(?:すべて|全て|全部)?(?:無視|忘れ)",
            r"(?:指示|命令|ルール)を(?:すべて|全て)?無視",
            r"\b(?:negeer|vergeet) (?:alle |de |je ){0,2}(?:vorige |eerdere )?"
            r"(?:instructies|regels|opdrachten)",
            r"\b(?:zignoruj|zapomnij) (?:wszystkie |poprzednie ){0,2}(?:instrukcje|polecenia)",
            # Swedish, Turkish and Korean (text arrives accent-folded; Turkish keeps its dotless i).
            r"\b(?:ignorera|glom|bortse fran) (?:alla |tidigare |dina |de ){0,3}"
            r"(?:instruktioner(?:na)?|regler(?:na)?|anvisningar(?:na)?)",
            r"\b(?:onceki |tum |butun |yukarıdaki |yukaridaki ){0,3}"
            r"(?:talimatlar[ıi]|komutlar[ıi]|kurallar[ıi]) (?:yok say|gormezden gel|unut)",
            r"(?:이전|앞의|위의|기존|지금까지)의? ?(?:모든 )?(?:지시|지침|명령|규칙)(?:사항)?"
            r"(?:을|를|은|는)? ?(?:모두 )?무시",
        ],
    ),
    "fake_system_block": (
        55,
        [
            r"<\|?(?:im_start|im_end|system|endoftext|assistant|user|eot_id|start_header_id)\|?>",
            r"\[/?inst\]|<</?sys>>|\[/?(?:system|sys|tool|tool_result|function_result|"
            r"assistant)\]",
            r"</?(?:system|assistant|tool|tool_call|tool_result|function_call|instructions|"
            r"system_prompt|admin)>",
            r"(?m)^ ?(?:#{1,4} ?)?(?:system|system prompt|system message|developer message|"
            r"assistant|tool output|tool result) ?:",
            r"\"role\" ?: ?\"(?:system|developer|tool)\"",
            r"\b(?:begin|start|end) (?:of )?(?:system|developer|admin) (?:prompt|message|"
            r"instructions|override)\b",
            r"\b(?:system|security|admin|priority) (?:override|notice to (?:the )?(?:ai|assistant"
            r"|agent))\b",
        ],
    ),
    "addressed_to_ai": (
        35,
        [
            rf"\b(?:hey|hi|hello|dear|attention|note to|message to|message for|instructions "
            rf"for|to|psst|ok|okay) (?:the |any |all |my |our |you, )?{_AI}s?\b"
            rf"(?: reading| processing| summari[sz]ing| handling| that| who|[,:!.])",
            r"\bif you are an? (?:ai|a\.i\.|llm|large language model|language model|assistant|"
            r"automated (?:agent|assistant|system)|bot|email agent|agent)\b",
            rf"\b{_AI}s? (?:reading|processing|summari[sz]ing|handling|triaging) (?:this|these|"
            rf"my|the|incoming)",
            r"\bas an ai (?:language model|assistant|agent),? you (?:must|should|will)",
            r"\b(?:when|while|once|before|after) (?:you|the assistant|the agent|the ai) "
            r"(?:process|summari[sz]e|read|parse|triage|handle|answer|reply to)(?:s)? this\b",
            r"\b(?:an die|an den) (?:ki|assistenten|agenten)\b|\bliebe ki\b|\bhallo ki\b",
            r"\b(?:cher|chere) (?:assistant|agent|ia)\b|\ba l'(?:ia|assistant)\b",
            r"\b(?:querido|estimado) (?:asistente|agente)\b|\bhola (?:asistente|ia)\b",
            r"\b(?:caro|gentile) (?:assistente|agente)\b|\bciao (?:assistente|ia)\b",
            r"\b(?:caro|prezado) (?:assistente|agente)\b|\bola (?:assistente|ia)\b",
            r"(?:уважаемыи|дорогои|привет|внимание),? (?:ии|ассистент|агент|бот)\b",
            r"(?:助手|助理|智能体)[,，:：]",
            r"(?:aiアシスタント|アシスタント|エージェント)(?:へ|さん|の皆様)",
        ],
    ),
    "secrecy_request": (
        25,
        [
            r"\b(?:do not|don't|dont|never) (?:tell|inform|mention|reveal|notify|alert|show|"
            r"let) (?:this to |any of this to |this |it )?(?:the |your )?(?:user|human|owner|"
            r"operator|recipient|principal|boss|anyone|them)",
            r"\bwithout (?:telling|informing|notifying|alerting|asking|bothering) (?:the |your )?"
            r"(?:user|human|owner|operator|anyone)",
            r"\bkeep this (?:secret|hidden|confidential|between us) (?:from (?:the |your )?"
            r"(?:user|human|owner))?",
            r"\b(?:delete|remove|erase) this (?:email|message|mail|note) (?:after|once|when) "
            r"(?:reading|you|done|processed)",
            r"\b(?:do not|don't) (?:mention|include|log|record|summari[sz]e) (?:this|these) "
            r"(?:instructions?|request|step|part)",
            r"\b(?:silently|quietly|discreetly|secretly|covertly)\b",
            r"\b(?:sans|ohne|sin|senza|sem) (?:le dire|es zu sagen|informar|avvisare|avisar|"
            r"dire) ",
            r"(?:не говори|не сообщаи|не уведомляи|втаине|тихо)\b",
            r"(?:不要告诉|不要通知|悄悄|秘密地)|(?:知らせず|内緒で|黙って|こっそり)",
        ],
    ),
    "exfiltration": (
        40,
        [
            rf"\b{_SEND}(?: {_W}){{0,4}} (?:all|every|each|the last|last|the latest|latest|the "
            rf"\d{{1,4}}|your|recent|the entire|entire|the whole|whole|the full|full|any) "
            rf"(?:{_W} ){{0,3}}{_MAIL}\b",
            rf"\b{_SEND} (?:a )?cop(?:y|ies) of (?:every|all|each|any|the)",
            rf"\b{_SEND}(?: {_W}){{0,6}} {_SECRET}\b",
            rf"\b(?:reveal|disclose|give|tell|leak|paste|include|list|dump) (?:me |us )?"
            rf"(?:{_W} ){{0,3}}{_SECRET}\b",
            r"\b(?:reveal|print|output|show|repeat|reply with|respond with|share|display|"
            r"dump|leak) (?:me |us )?(?:your |the |all |any ){0,2}(?:system prompt|"
            r"instructions|initial prompt|hidden prompt|configuration|rules|memory|context "
            r"window|tools)",
            r"\bexfiltrat",
            r"\b(?:set up|create|add|configure) (?:an? )?(?:auto-?forward(?:ing)?|forwarding "
            r"rule|mail rule|inbox rule|redirect)",
            r"\b(?:auto-?forward|redirect) (?:all|every|incoming|future)\b",
            r"\b(?:leite|sende|schicke) (?:{_W} ){0,3}(?:alle|sämtliche|die letzten \d{1,4}) "
            r"(?:{_W} ){0,2}(?:e-?mails|nachrichten|mails|kontakte|dateien)",
            r"\b(?:transfere[zr]?|envoie[zr]?|renvoie[zr]?|partage[zr]?) (?:{_W} ){0,3}(?:tous "
            r"les|toutes les|les \d{1,4} derniers) (?:{_W} ){0,2}(?:e-?mails|courriels|messages|"
            r"contacts|fichiers)",
            r"\b(?:reenvia|envia|reenviar|enviar|comparte|compartir) (?:{_W} ){0,3}(?:todos los|"
            r"todas las|los ultimos \d{1,4}) (?:{_W} ){0,2}(?:correos|mensajes|e-?mails|contactos|"
            r"archivos)",
            r"\b(?:inoltra|invia|inoltrare|inviare|condividi) (?:{_W} ){0,3}(?:tutte le|tutti i|"
            r"le ultime \d{1,4}|gli ultimi \d{1,4}) (?:{_W} ){0,2}(?:e-?mail|email|messaggi|"
            r"contatti|file)",
            r"\b(?:encaminhe|envie|reencaminhe|encaminhar|enviar|compartilhe) (?:{_W} ){0,3}"
            r"(?:todos os|todas as|os ultimos \d{1,4}|as ultimas \d{1,4}) (?:{_W} ){0,2}"
            r"(?:e-?mails|mensagens|contatos|arquivos)",
            r"(?:перешли(?:те)?|отправь(?:те)?|пересылаи(?:те)?|отошли(?:те)?) (?:{_W} ){0,3}"
            r"(?:все|последние \d{1,4}|всю) (?:{_W} ){0,2}(?:письма|сообщения|переписку|"
            r"контакты|файлы|пароли)",
            r"(?:转发|发送|发给|抄送)(?:所有|全部|最近的?\d{0,4}封?)的?(?:邮件|电子邮件|消息|联系人|文件)",
            r"(?:すべての|全ての|全部の|最新の|直近の?\d{0,4}件?の)(?:メール|メッセージ|連絡先|ファイル)を"
            r"(?:{_W} )?(?:転送|送信|送って)",
        ],
    ),
    "tool_abuse": (
        35,
        [
            r"\b(?:call|invoke|use|trigger|run) the [a-z0-9_.-]{1,40} (?:tool|function|api|"
            r"endpoint|action|plugin)\b",
            r"\b(?:execute|run|eval) (?:the following|this|these) (?:command|code|script|shell|"
            r"commands|python|bash)",
            r"\b(?:send_email|send_mail|forward_email|delete_email|create_rule|http_request|"
            r"fetch_url|run_shell|execute_code|transfer_funds|tool_call|function_call)\b",
            r"\b(?:curl|wget) (?:-[a-z]{1,3} ){0,3}https?:",
            r"\brm -rf\b|\bpowershell -(?:enc|e|command)\b",
            r"\b(?:delete|remove|wipe|purge|erase) (?:all|every|the entire|each) (?:of (?:the |"
            r"your |my ))?(?:{_W} )?(?:e-?mails|messages|files|contacts|threads|backups|records)",
            r"\b(?:add|grant|make) (?:{_W} ){0,3}(?:as (?:an? )?)?(?:delegate|admin|administrator"
            r"|owner|full access)\b",
            r"\b(?:change|reset|update) (?:the |your )?(?:account )?(?:password|recovery email|"
            r"2fa|mfa|payout|bank account|forwarding address)\b(?: {_W}){0,3} (?:to|for)\b",
            r"\b(?:approve|authori[sz]e|execute|initiate|wire|transfer) (?:the |a |this )?"
            r"(?:payment|wire|transfer|invoice|refund) (?:{_W} ){0,4}(?:to|immediately|now)",
            r"\b(?:visit|open|fetch|load|browse to|click) (?:{_W} ){0,2}https?://\S{1,200}"
            r"(?:\?|&)(?:data|q|d|payload|c|exfil|x)=",
            r"!\[[^\]\n]{0,40}\]\(https?://[^\s)]{1,200}(?:\?|&)[a-z]{1,10}=",
        ],
    ),
    "polite_request": (
        20,
        [
            rf"\b(?:could|would|can) you (?:kindly |please |also |quickly |just ){{0,3}}"
            rf"(?:{_SEND}|reply with|respond with|tell me|list|reveal|summari[sz]e and send)\b",
            rf"\bit would be (?:great|helpful|nice|appreciated|ideal) if (?:you|the assistant) "
            rf"(?:could |would )?(?:{_SEND}|include|share|reveal)",
            rf"\b(?:please|kindly) (?:also |quietly |silently |just ){{0,2}}{_SEND}(?: {_W}){{0,3}}"
            rf" (?:to|at) [a-z0-9._%+-]{{1,64}}@",
            r"\bas part of (?:your|the) (?:summary|reply|response|processing|task|workflow)\b",
            r"\b(?:in your|at the end of your|append to your) (?:summary|reply|response|answer)\b",
        ],
    ),
}


# A space in a pattern is one space or line break (the normaliser leaves exactly one).
def _compile(pattern: str) -> re.Pattern[str]:
    source = fold_pattern(pattern.replace("{_W}", _W))
    return re.compile(source.replace(" ", r"\s"))


COMPILED: dict[str, tuple[int, list[re.Pattern[str]]]] = {
    family: (weight, [_compile(p) for p in patterns])
    for family, (weight, patterns) in FAMILIES.items()
}

_MENTION_WORDS = re.compile(
    r"(?:such as|like|e\.g\.|eg\.|for example|for instance|example|phrases?|strings?|"
    r"words?|called|known as|attacks?|injections?|jailbreaks?|mentions?|contain(?:s|ing)?|"
    r"wrote|writes|says|said|typed|text|keywords?|sentences?|lines?|quote[sd]?|"
    r"z\. ?b\.|comme|como|come|par exemple|por ejemplo|per esempio|например)"
    r"[\s:,\"'“”‘’«]{0,4}$"
)
_QUOTES_OPEN = "\"“‘'«`„「『"
MAX_MATCHES_PER_PATTERN = 8


@dataclass(frozen=True)
class PhraseMatch:
    family: str
    weight: int
    mention: bool
    excerpt: str
    pattern: int = 0  # its index in the family


def _is_mention(text: str, start: int) -> bool:
    """Inside quotation marks or right after "such as"; looks at most 120 characters back."""
    window_start = max(0, start - 120)
    line_start = max(text.rfind("\n", window_start, start) + 1, window_start)
    line = text[line_start:start]
    before = line[-60:].rstrip()
    if before[-1:] and before[-1:] in _QUOTES_OPEN:
        return True
    if line.count('"') % 2 == 1 or line.count("“") > line.count("”") or "«" in line:
        return True
    return bool(_MENTION_WORDS.search(before))


def find_phrases(normalized: str) -> list[PhraseMatch]:
    """Every family's matches in normalised text (a few per pattern: enough to weigh)."""
    found = []
    for family, (weight, patterns) in COMPILED.items():
        for index, pattern in enumerate(patterns):
            for count, match in enumerate(pattern.finditer(normalized)):
                if count >= MAX_MATCHES_PER_PATTERN:
                    break
                mention = _is_mention(normalized, match.start())
                excerpt = normalized[max(0, match.start() - 20) : match.end() + 20][:100]
                excerpt = excerpt.replace("\n", " ")
                found.append(PhraseMatch(family, weight, mention, excerpt, index))
    return found


def all_patterns() -> list[re.Pattern[str]]:
    """Every compiled pattern of this module (for the linear-time property test)."""
    return [p for _, patterns in COMPILED.values() for p in patterns] + [_MENTION_WORDS]
