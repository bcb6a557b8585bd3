/** A speaking mock test's cell in the student's and the admin's booking lists: the test, and the level booked. */
export function SpeakingTest({ proficiency }: { proficiency: string | null }) {
  return (
    <>
      <span className="block">Speaking Mock Test</span>
      {proficiency ? <span className="block text-xs text-gray-500">Booked as {proficiency}</span> : null}
    </>
  );
}
