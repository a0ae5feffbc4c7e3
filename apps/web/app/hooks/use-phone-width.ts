import { useMediaQuery } from './use-media-query';

/** Below a tablet's portrait width (768 px): where a many-column table would scroll sideways. */
export const PHONE_QUERY = '(max-width: 767px)';

/** Whether the window is phone-wide (false on the server and in the first client render). */
export const usePhoneWidth = () => useMediaQuery(PHONE_QUERY);
