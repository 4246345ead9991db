/** A clip's length as a reader reads one: 84.4 seconds is '1:24'. */
export const clipLength = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
