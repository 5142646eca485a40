"""``{% render_json view %}``: the generic rendering of a rule set's view as nested tables."""

from __future__ import annotations

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


def _label(key: object) -> str:
    return str(key).replace("_", " ")


def render(value: object, depth: int = 0) -> SafeString:
    if depth > 8:
        return format_html("{}", "…")
    if isinstance(value, dict):
        if not value:
            return format_html("{}", "—")
        rows = format_html_join("", "<tr><th scope=\"row\">{}</th><td>{}</td></tr>",
                                ((_label(k), render(v, depth + 1)) for k, v in value.items()))
        return format_html("<table><tbody>{}</tbody></table>", rows)
    if isinstance(value, list):
        if not value:
            return format_html("{}", "—")
        if all(isinstance(item, dict) for item in value):
            columns = list(dict.fromkeys(key for item in value for key in item))
            head = format_html_join("", "<th scope=\"col\">{}</th>", ((_label(c),) for c in columns))
            body = format_html_join(
                "", "<tr>{}</tr>",
                ((format_html_join("", "<td>{}</td>", ((render(item.get(c, ""), depth + 1),) for c in columns)),)
                 for item in value))
            return format_html("<table><thead><tr>{}</tr></thead><tbody>{}</tbody></table>", head, body)
        if all(not isinstance(item, (dict, list)) for item in value):
            return format_html("{}", ", ".join(str(item) for item in value))
        return format_html("<ol>{}</ol>", format_html_join("", "<li>{}</li>", ((render(i, depth + 1),) for i in value)))
    if value is None:
        return format_html("{}", "—")
    if isinstance(value, bool):
        return format_html("{}", "✔" if value else "✘")
    return format_html("{}", value)


@register.simple_tag
def render_json(value: object) -> SafeString:
    return mark_safe(render(value))  # noqa: S308 - every leaf went through format_html's escaping
