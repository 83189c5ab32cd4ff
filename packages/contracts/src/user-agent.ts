/** SPEC 2.9: phones and tablets get the mobile header whatever the window width (the shell, and the server's first paint). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|Silk/i.test(userAgent);
}
