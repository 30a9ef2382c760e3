"""The wire schemas of the HTTP API (pydantic), derived from the domain's vocabulary."""
