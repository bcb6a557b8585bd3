import { MY_BOOKING_LIST, MY_PAYMENT_LIST } from "~/domain/student-api-lists";
import { list, ok, type Operation } from "./operation";
import { bookingResource, paymentResource } from "./booking-resources";

/** A student's sessions and invoices, read as on their booking lists and payment history. */
export const STUDENT_BOOKING_OPERATIONS: readonly Operation[] = [
  {
    method: "get",
    path: "/api/me/bookings",
    route: "api.me.bookings",
    operationId: "listMyBookings",
    summary: "List the student's bookings",
    description: "Sessions of every kind (interview preparation, speaking mocks, demo classes, counselling), latest start first unless `sort_type` and `sort_direction` say otherwise.",
    tag: "Student bookings and payments",
    access: "caseReader",
    list: MY_BOOKING_LIST,
    responses: { 200: ok("One page of bookings.", list(bookingResource)) },
  },
  {
    method: "get",
    path: "/api/me/payments",
    route: "api.me.payments",
    operationId: "listMyPayments",
    summary: "List the student's payments",
    description: "Every invoice, newest first unless `sort_type` and `sort_direction` say otherwise; a keyword looks in the invoice number and the service's name.",
    tag: "Student bookings and payments",
    access: "caseReader",
    list: MY_PAYMENT_LIST,
    responses: { 200: ok("One page of payments.", list(paymentResource)) },
  },
];
