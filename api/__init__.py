"""HTTP and CLI adapters.

They parse requests, authenticate the seat and call the infrastructure; no game rules live here.
"""
