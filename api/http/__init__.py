"""HTTP: the app factory, its dependencies, errors, middleware and routes."""
