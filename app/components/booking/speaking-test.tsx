import { lookup } from "~/domain/lookup";
import { ENGLISH_LEVEL_KEYS } from "~/features/booking/option-keys";
import { useT } from "~/i18n/i18n";

/** A speaking mock test's cell in the student's and the admin's booking lists: the test, and the level booked. */
export function SpeakingTest({ proficiency }: { proficiency: string | null }) {
  const t = useT();
  const levelKey = lookup(ENGLISH_LEVEL_KEYS, proficiency);
  return (
    <>
      <span className="block">{t("booking.speakingTest.name")}</span>
      {proficiency ? <span className="block text-xs text-gray-500">{t("booking.speakingTest.bookedAs", { level: levelKey ? t(levelKey) : proficiency })}</span> : null}
    </>
  );
}
