-- One live booking per student and slot.
CREATE UNIQUE INDEX "Booking_live_seat_key" ON "Booking"("slotId", "studentId") WHERE "status" IN ('pending', 'scheduled');
