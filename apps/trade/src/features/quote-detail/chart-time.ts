// The chart's times in the app's one date format: its axis and its crosshair read like every other date on screen.
import type { DateFormat } from '@platform/ui';
import { TickMarkType, type Time } from 'lightweight-charts';

/** Bar times reach the canvas already shifted into the exchange's zone as UTC seconds (see zoned-time.ts). */
const ms = (time: Time) =>
  typeof time === 'number'
    ? time * 1000
    : typeof time === 'string'
      ? time
      : Date.UTC(time.year, time.month - 1, time.day);

/**
 * The chart's time formatters from a `useDateFormat({ timeZone: 'UTC' })`: the crosshair shows a date (daily bars)
 * or a date and time, the axis a year, a month, a day or a time, as lightweight-charts asks.
 */
export function chartTimeFormat(format: DateFormat, daily: boolean) {
  return {
    timeFormatter: (time: Time) => (daily ? format.date(ms(time)) : format.dateTime(ms(time))),
    tickMarkFormatter: (time: Time, type: TickMarkType) => {
      if (type === TickMarkType.Year) return format.year(ms(time));
      if (type === TickMarkType.Month) return format.month(ms(time));
      if (type === TickMarkType.DayOfMonth) return format.shortDate(ms(time));
      return format.time(ms(time));
    },
  };
}
