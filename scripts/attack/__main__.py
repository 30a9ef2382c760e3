"""``python -m scripts.attack``: the attack campaign (:mod:`scripts.attack.campaign`)."""

from scripts.attack.campaign import main

if __name__ == "__main__":
    main()
