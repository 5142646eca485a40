"""The check itself finds each fault the recorded games showed, and passes their corrections."""

from __future__ import annotations

import pytest

from tests.french.typography import faults

N = "\u00a0"


@pytest.mark.parametrize("text", [
    "Commercer : dépenser 2 bracelets pour les gains de les colonnes 1 et 2",
    "Prendre le Viking de emplacement rouge",
    "En attente de <strong>Alice</strong>.",
    "Le dernier coup de Alice est repris.",
    "<title>Règles de UIGO!</title>",
    "Place 1: Chloé",
    "Place 1 : Chloé",
    "un « type »",
    "Le coup passe à les Thulé.",
    '<p title="le Ours polaire">x</p>',
])
def test_each_fault_is_found(text):
    assert faults(text)


@pytest.mark.parametrize("text", [
    f"Commercer{N}: dépenser 2 bracelets pour les gains des colonnes 1 et 2",
    "Prendre le Viking de l'emplacement rouge",
    "En attente d'<strong>Alice</strong>.",
    "Règles d'UIGO!",
    f"Place 1{N}: Chloé, à 12:30",
    f"un «{N}type{N}», de Yann, d'Yves, le Harpon, de Hélène",
    '<code>{"type": "play_card"}</code> http://example.org/',
    "Lundi de l'an 2026",
])
def test_corrected_texts_pass(text):
    assert faults(text) == []
