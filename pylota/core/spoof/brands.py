"""The most-impersonated brands and the domains they really send from.

Compiled by hand from the brands that public phishing reports (APWG trend reports, the
quarterly "most imitated brands" lists of mail-security vendors) name year after year,
plus the shipping, banking, payment and software brands agents most often get mail from.
Each brand lists its names as people write them in a display name and the registrable
domains it mails from; mail naming the brand from any other domain is impersonation.

``needs_context``: the name is also a common word or a first name ("Chase", "Apple",
"Visa", "Target"), so a display name must pair it with a service word ("Chase Bank",
"Apple Support") before it counts as naming the brand.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Brand:
    name: str
    domains: tuple[str, ...]
    aliases: tuple[str, ...] = ()
    needs_context: bool = False

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


def _b(name: str, *domains: str, aliases: tuple[str, ...] = (), context: bool = False) -> Brand:
    return Brand(name, tuple(domains), aliases, context)


BRANDS: tuple[Brand, ...] = (
    _b(
        "Microsoft",
        "microsoft.com",
        "microsoftonline.com",
        "office.com",
        "office365.com",
        "outlook.com",
        "live.com",
        "hotmail.com",
        "msn.com",
        "azure.com",
        "xbox.com",
        "skype.com",
        "sharepoint.com",
        "onmicrosoft.com",
        "microsoftstore.com",
        "bing.com",
        aliases=("Office 365", "Microsoft 365", "OneDrive"),
    ),
    _b("Outlook", "outlook.com", "microsoft.com", "live.com", "hotmail.com", context=True),
    _b("Azure", "azure.com", "microsoft.com", context=True),
    _b(
        "Google",
        "google.com",
        "gmail.com",
        "googlemail.com",
        "youtube.com",
        "google.co.uk",
        "google.de",
        "google.fr",
        "withgoogle.com",
        "googleusercontent.com",
        "android.com",
        aliases=("Gmail", "Google Workspace", "Google Drive", "Google Docs"),
    ),
    _b("YouTube", "youtube.com", "google.com", context=True),
    _b("Apple", "apple.com", "icloud.com", "me.com", "mac.com", aliases=("iCloud",), context=True),
    _b("Apple ID", "apple.com", "icloud.com", aliases=("AppleID",)),
    _b(
        "Amazon",
        "amazon.com",
        "amazon.co.uk",
        "amazon.de",
        "amazon.fr",
        "amazon.es",
        "amazon.it",
        "amazon.ca",
        "amazon.co.jp",
        "amazon.in",
        "amazon.com.au",
        "amazonses.com",
        "aws.amazon.com",
        "amazonaws.com",
        "primevideo.com",
        aliases=("Amazon Prime", "Amazon Web Services"),
    ),
    _b("AWS", "amazon.com", "amazonaws.com", "amazonses.com", context=True),
    _b("PayPal", "paypal.com", "paypal.de", "paypal.co.uk", "paypal-community.com", "xoom.com"),
    _b("Netflix", "netflix.com", "mailer.netflix.com"),
    _b("Facebook", "facebook.com", "facebookmail.com", "fb.com", "meta.com", "metamail.com"),
    _b("Meta", "meta.com", "facebook.com", "facebookmail.com", "metamail.com", context=True),
    _b("Instagram", "instagram.com", "facebookmail.com", "mail.instagram.com"),
    _b("WhatsApp", "whatsapp.com", "facebookmail.com"),
    _b("LinkedIn", "linkedin.com", "e.linkedin.com"),
    _b("DHL", "dhl.com", "dhl.de", "dhl.co.uk", "dpdhl.com", "deutschepost.de"),
    _b("Deutsche Post", "deutschepost.de", "dhl.de"),
    _b("FedEx", "fedex.com"),
    _b("UPS", "ups.com", context=True),
    _b("USPS", "usps.com", "usps.gov"),
    _b("Royal Mail", "royalmail.com"),
    _b("La Poste", "laposte.fr", "laposte.net"),
    _b("Adobe", "adobe.com", "adobesign.com", "echosign.com", aliases=("Adobe Sign",)),
    _b("Dropbox", "dropbox.com", "dropboxmail.com"),
    _b("DocuSign", "docusign.com", "docusign.net"),
    _b("Wells Fargo", "wellsfargo.com", "wf.com"),
    _b("Chase", "chase.com", "jpmorgan.com", "jpmchase.com", context=True),
    _b("JPMorgan", "jpmorgan.com", "jpmchase.com", "chase.com"),
    _b("Bank of America", "bankofamerica.com", "bofa.com", "ml.com"),
    _b("Citibank", "citi.com", "citibank.com"),
    _b("Citi", "citi.com", "citibank.com", context=True),
    _b("HSBC", "hsbc.com", "hsbc.co.uk"),
    _b("Barclays", "barclays.com", "barclays.co.uk"),
    _b(
        "Santander",
        "santander.com",
        "santander.co.uk",
        "santander.de",
        "santander.es",
        context=True,
    ),
    _b("ING", "ing.com", "ing.de", "ing.nl", context=True),
    _b("Deutsche Bank", "db.com", "deutsche-bank.de"),
    _b("Commerzbank", "commerzbank.de", "commerzbank.com"),
    _b("American Express", "americanexpress.com", "aexp.com", aliases=("Amex",)),
    _b("Mastercard", "mastercard.com"),
    _b("Visa", "visa.com", context=True),
    _b("Coinbase", "coinbase.com"),
    _b("Binance", "binance.com"),
    _b("Kraken", "kraken.com", context=True),
    _b("MetaMask", "metamask.io", "consensys.io"),
    _b("Steam", "steampowered.com", "steamcommunity.com", context=True),
    _b("Yahoo", "yahoo.com", "yahoo.co.uk", "yahoo.co.jp", "yahoomail.com"),
    _b("Zoom", "zoom.us", "zoom.com", context=True),
    _b("Slack", "slack.com", "slack-mail.com", context=True),
    _b("GitHub", "github.com", "githubapp.com"),
    _b("Atlassian", "atlassian.com", "atlassian.net"),
    _b("Stripe", "stripe.com", context=True),
    _b("Salesforce", "salesforce.com", "force.com"),
    _b("Intuit", "intuit.com", "quickbooks.com", "turbotax.com", aliases=("QuickBooks",)),
    _b("Internal Revenue Service", "irs.gov", aliases=("IRS",)),
    _b("HMRC", "hmrc.gov.uk", "gov.uk"),
    _b("Walmart", "walmart.com"),
    _b("eBay", "ebay.com", "ebay.de", "ebay.co.uk"),
    _b("AT&T", "att.com", "att.net", context=True),
    _b("Verizon", "verizon.com", "verizonwireless.com"),
    _b("Spotify", "spotify.com"),
    _b("Twitter", "twitter.com", "x.com"),
    _b("Booking.com", "booking.com"),
    _b("Airbnb", "airbnb.com"),
    _b("Norton", "norton.com", "nortonlifelock.com", "gen.com", context=True),
    _b("McAfee", "mcafee.com"),
    _b("Roblox", "roblox.com"),
    _b("Alibaba", "alibaba.com", "aliexpress.com"),
    _b("Shopify", "shopify.com"),
    _b("Okta", "okta.com", context=True),
    _b("OpenAI", "openai.com"),
    _b("ChatGPT", "openai.com", "chatgpt.com", context=True),
    _b("Anthropic", "anthropic.com", aliases=("Claude",), context=True),
    _b("Swisscom", "swisscom.ch", "swisscom.com"),
    _b("Vodafone", "vodafone.com", "vodafone.de", "vodafone.co.uk"),
    _b("Deutsche Telekom", "telekom.de", "t-online.de", "telekom.com"),
    _b("Telekom", "telekom.de", "t-online.de", "telekom.com", context=True),
)


def brand_domains() -> tuple[str, ...]:
    """Every domain of the list, once."""
    return tuple(dict.fromkeys(d for brand in BRANDS for d in brand.domains))


# Words that make a common-word brand name read as the brand in a display name.
SERVICE_WORDS = frozenset(
    {
        "support",
        "security",
        "account",
        "accounts",
        "billing",
        "team",
        "service",
        "services",
        "customer",
        "help",
        "helpdesk",
        "alert",
        "alerts",
        "notification",
        "notifications",
        "noreply",
        "no-reply",
        "verification",
        "verify",
        "id",
        "store",
        "pay",
        "bank",
        "banking",
        "card",
        "cards",
        "online",
        "delivery",
        "shipping",
        "tracking",
        "care",
        "official",
        "center",
        "centre",
        "desk",
        "admin",
        "password",
        "login",
        "sign-in",
        "signin",
        "inc",
        "inc.",
        "corp",
        "payments",
        "wallet",
        "exchange",
        "mail",
        "cloud",
        "premium",
        "express",
        "business",
    }
)
