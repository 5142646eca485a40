from enum import StrEnum


class MetaNotificationResentEventType(StrEnum):
    METANOTIFICATION_RESENT = "meta:notification_resent"

    def __str__(self) -> str:
        return str(self.value)
