/** SPEC 2.9: phones and tablets get the mobile header whatever the window width (the visit slice's phone flag, set from it in the browser and on the server). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|Silk/i.test(userAgent);
}
