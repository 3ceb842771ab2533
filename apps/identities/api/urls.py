from rest_framework.routers import SimpleRouter

from apps.identities.api import views

router = SimpleRouter(trailing_slash=False)
router.register("identities", views.IdentityViewSet, basename="identity")
router.register("addresses", views.AddressViewSet, basename="address")
urlpatterns = router.urls
