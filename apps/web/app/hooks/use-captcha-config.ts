import { createContext, useContext } from 'react';
import type { SiteConfig } from '@shp/contracts';

export type CaptchaConfig = SiteConfig['captcha'];

const SLIDER: CaptchaConfig = { driver: 'slider' };

/** The captcha sendSms wants (site config, provided by root.tsx); the slider where nothing provides it. */
export const CaptchaConfigContext = createContext<CaptchaConfig>(SLIDER);

export function useCaptchaConfig(): CaptchaConfig {
  return useContext(CaptchaConfigContext);
}
