from hypothesis import given
from hypothesis import strategies as st

from pylota.core.ids import new_id
from pylota.core.thread_token import make_token, parse_token, token_from_message_id, token_from_tag

KEY = b"k" * 32
KID = "0123456789abcdef"
KEYS = {KID: KEY}
thread_ids = st.integers(min_value=0, max_value=2**48 - 1).map(lambda ms: new_id("thr", ms))


@given(thread_ids)
def test_a_token_names_its_thread(thread_id):
    assert parse_token(make_token(thread_id, kid=KID, key=KEY), keys=KEYS) == thread_id


@given(thread_ids, st.data())
def test_any_changed_character_breaks_the_token(thread_id, data):
    token = make_token(thread_id, kid=KID, key=KEY)
    position = data.draw(st.integers(min_value=0, max_value=len(token) - 1))
    replacement = data.draw(
        st.sampled_from("0123456789abcdefghjkmnpqrstvwxyz.").filter(lambda c: c != token[position])
    )
    tampered = token[:position] + replacement + token[position + 1 :]
    assert parse_token(tampered, keys=KEYS) is None


@given(thread_ids, st.integers(min_value=0, max_value=7), st.data())
def test_any_flipped_bit_breaks_the_token(thread_id, bit, data):
    token = make_token(thread_id, kid=KID, key=KEY).encode()
    position = data.draw(st.integers(min_value=0, max_value=len(token) - 1))
    flipped = bytearray(token)
    flipped[position] ^= 1 << bit
    assert parse_token(flipped.decode("latin-1"), keys=KEYS) is None


def test_another_key_or_an_unknown_kid_fails():
    token = make_token(new_id("thr"), kid=KID, key=KEY)
    assert parse_token(token, keys={KID: b"x" * 32}) is None
    assert parse_token(token, keys={"ffffffffffffffff": KEY}) is None


@given(st.text(max_size=200))
def test_arbitrary_text_never_parses_or_crashes(text):
    assert parse_token(text, keys=KEYS) is None


def test_tokens_travel_in_message_ids_and_reply_tags():
    token = make_token(new_id("thr"), kid=KID, key=KEY)
    assert token_from_message_id(f"t.{token}@agents.example") == token
    assert token_from_tag(f"t.{token}") == token
    assert token_from_message_id("abc@example.com") is None
    assert token_from_tag("invoices") is None
