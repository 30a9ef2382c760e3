"""Tests of the tournaments' write side (#11): the service, its reactions, crashes, storage."""
