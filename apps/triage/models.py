"""Triage: tenant rules, the offline classifier and the model path that sort new mail
for the agent."""
