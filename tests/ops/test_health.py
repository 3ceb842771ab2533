def test_health_reports_database_and_broker(db, anonymous):
    response = anonymous.get("/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "checks": {"database": "ok", "broker": "ok"}}
