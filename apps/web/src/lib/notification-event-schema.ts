// Its own module, so that the notification schema, and Zod with it, can load on demand.
export { notificationEventSchema } from "@soundship/shared";
