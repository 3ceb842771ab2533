from rest_framework.routers import SimpleRouter

from apps.domains.api import addresses, views

router = SimpleRouter(trailing_slash=False)
router.register("domains", views.DomainViewSet, basename="domain")
router.register(
    r"domains/(?P<domain_id>[a-z]{3}_[0-9A-Za-z]{26})/addresses",
    addresses.DomainAddressViewSet,
    basename="domain-address",
)
urlpatterns = router.urls
