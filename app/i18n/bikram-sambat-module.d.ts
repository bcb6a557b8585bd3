declare module "bikram-sambat" {
  const bikramSambat: {
    /** A Gregorian "yyyy-MM-dd" as its Bikram Sambat year, month (1–12) and day. */
    toBik(gregorian: string): { year: number; month: number; day: number };
    /** "१ बैशाख २०८३" */
    toBik_text(gregorian: string): string;
    /** A Bikram Sambat date as the Gregorian "yyyy-MM-dd". */
    toGreg_text(year: number, month: number, day: number): string;
    daysInMonth(year: number, month: number): number;
  };
  export default bikramSambat;
}
