import { z } from "zod";

// zod probes `new Function` to compile fast parsers; the page's Content-Security-Policy forbids eval, so
// the probe would log a CSP error in every visitor's console. Interpreted parsing is plenty for forms.
z.config({ jitless: true });
