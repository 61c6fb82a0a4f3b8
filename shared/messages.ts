/**
 * Messages meant for people — API errors, field errors, the answers forms show — in the reader's language
 * (docs/architecture.md §Languages, "Messages for people"). The code, the shared
 * schemas and the services write them in English; this dictionary gives each its Arabic, with patterns
 * for the messages that carry values ("Username must be at least 3 characters", "photo.jpg is larger than
 * 10 MB"). The server applies it once, in the error handler, to every error body (`message` and
 * `fieldErrors`); forms apply it where they show a field error, so the client's own validation with the
 * same schemas reads the same words. Codes, field names and data stay as they are.
 */
import { EMIRATE_NAMES_AR } from "./arabic-names";
import type { Locale } from "./locale";
import type { Emirate } from "./locations";
import { NUMBER_FORMATS } from "./trust-signals";

/** Arabic for each English message, word for word as the code writes it. */
const EXACT_AR: Record<string, string> = {
  // Registration, sign-in, account
  "Username is required": "يرجى إدخال اسم المستخدم",
  "Use letters, digits, underscores, dots or hyphens": "استخدم حروفًا لاتينية أو أرقامًا أو الرموز _ و. و- فقط",
  "Email is required": "يرجى إدخال البريد الإلكتروني",
  "Email is too long": "البريد الإلكتروني طويل جدًا",
  "Enter a valid email address": "يرجى إدخال بريد إلكتروني صالح",
  "Password is required": "يرجى إدخال كلمة المرور",
  "Username or email is required": "يرجى إدخال اسم المستخدم أو البريد الإلكتروني",
  "Username or email is too long": "اسم المستخدم أو البريد الإلكتروني طويل جدًا",
  "Invalid username or password": "اسم المستخدم أو كلمة المرور غير صحيحة",
  "That username is taken": "اسم المستخدم هذا محجوز، يرجى اختيار اسم آخر",
  "An account with that email already exists": "يوجد حساب مسجّل بهذا البريد الإلكتروني",
  "That email is already registered": "هذا البريد الإلكتروني مسجّل بالفعل",
  "That username or email is already registered": "اسم المستخدم أو البريد الإلكتروني مسجّل بالفعل",
  "Choose English (en) or Arabic (ar)": "يرجى اختيار العربية (ar) أو الإنجليزية (en)",
  "Enter your current password": "يرجى إدخال كلمة المرور الحالية",
  "Choose a password different from the current one": "يرجى اختيار كلمة مرور مختلفة عن الحالية",
  "The current password is not correct": "كلمة المرور الحالية غير صحيحة",
  "This reset link has expired or was already used": "انتهت صلاحية رابط إعادة التعيين أو سبق استخدامه",
  "The reset link is incomplete": "رابط إعادة التعيين غير مكتمل",
  "Password changed": "تم تغيير كلمة المرور",
  // Download my data, delete my account, newsletter unsubscribe (docs/decisions/0052)
  "Enter your password": "يرجى إدخال كلمة المرور",
  "The password is not correct": "كلمة المرور غير صحيحة",
  "Your account has been deleted": "تم حذف حسابك",
  "A moderator or admin account is closed by another admin, who first takes its role away":
    "يُغلق حساب المشرف أو المدير بواسطة مدير آخر بعد سحب صلاحياته أولًا",
  "This unsubscribe link is not valid. Use the link from the latest newsletter email.":
    "رابط إلغاء الاشتراك هذا غير صالح. استخدم الرابط الوارد في أحدث رسالة من النشرة الإخبارية.",
  "You are unsubscribed from the newsletter": "تم إلغاء اشتراكك في النشرة الإخبارية",
  "Your password has been changed. Sign in with the new one.":
    "تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.",
  "If an account uses that email, we have sent it a link to choose a new password. The link works once, within an hour.":
    "إذا كان هذا البريد الإلكتروني مسجّلًا لدينا، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة خلال ساعة.",

  // Status texts: 401, 403, 404, 409, 413, 414, 415, 429, 500, 503
  "Not signed in": "لم تسجّل الدخول",
  "Sign in to continue": "يرجى تسجيل الدخول للمتابعة",
  "You do not have access to this": "ليست لديك صلاحية الوصول إلى هذا المحتوى",
  "Not found": "غير موجود",
  "Listing not found": "الإعلان غير موجود",
  "Agent not found": "الوسيط غير موجود",
  "Category not found": "الفئة غير موجودة",
  "Enquiry not found": "الاستفسار غير موجود",
  // Conversations (docs/decisions/0054)
  "Conversation not found": "المحادثة غير موجودة",
  "Must be a conversation id": "يجب أن يكون رقم محادثة صالحًا",
  "Message must be at most 4,000 characters": "يجب ألا تتجاوز الرسالة 4,000 حرف",
  "The sender has deleted their account, so replies cannot reach them":
    "حذف المُرسِل حسابه، لذا لن تصله الردود",
  "This lister has left the site; the conversation is closed": "غادر المعلن الموقع، وأُغلقت هذه المحادثة",
  // Featured upgrades (docs/decisions/0060)
  "This listing already has an order waiting for payment, so no second order was made. Check the listing's orders before ordering again.":
    "لهذا الإعلان طلب ترقية بانتظار الدفع، لذا لم يُنشأ طلب ثانٍ. راجع طلبات الإعلان قبل الطلب مرة أخرى.",
  "No such sitemap file": "ملف خريطة الموقع غير موجود",
  "This listing belongs to someone else": "هذا الإعلان يخص مستخدمًا آخر",
  "This enquiry is about someone else's listing": "هذا الاستفسار يخص إعلانًا لمستخدم آخر",
  "Cross-site request refused": "تم رفض الطلب لأنه صادر من موقع آخر",
  "Some fields are not valid": "بعض الحقول غير صحيحة، يرجى مراجعتها",
  "The request body is not valid JSON": "تعذّرت قراءة الطلب: المحتوى ليس بصيغة JSON صالحة",
  "The request body is too large": "حجم الطلب كبير جدًا",
  "The request path is not valid": "عنوان الطلب غير صالح",
  "The request could not be processed": "تعذّرت معالجة الطلب",
  "The request URL is too long": "عنوان الطلب طويل جدًا",
  "Send the request body as JSON (Content-Type: application/json)":
    "أرسل محتوى الطلب بصيغة JSON ‏(Content-Type: application/json)",
  "The Idempotency-Key header is not valid": "قيمة الترويسة Idempotency-Key غير صالحة",
  "This Idempotency-Key was already used for a different request. Send a new key for a new request.":
    "سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف. أرسل مفتاحًا جديدًا لكل طلب جديد.",
  "A request with this Idempotency-Key is still in progress. Try again in a moment.":
    "لا يزال طلب بمفتاح Idempotency-Key هذا قيد المعالجة. يرجى المحاولة بعد لحظات.",
  "Too many requests. Please wait a moment and try again.":
    "عدد الطلبات كبير جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
  "Signing in and creating accounts are unavailable for a moment. Please try again in a minute.":
    "تسجيل الدخول وإنشاء الحسابات غير متاحين مؤقتًا. يرجى المحاولة مرة أخرى بعد دقيقة.",
  "Your session cannot be read for a moment. Please try again shortly.":
    "تتعذّر قراءة جلستك مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.",
  "The request took too long to arrive. Please check your connection and try again.":
    "استغرق وصول الطلب وقتًا أطول من المسموح. يرجى التحقق من اتصالك ثم المحاولة مرة أخرى.",
  "Something went wrong on our side. Please try again.": "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  "The service is temporarily unavailable. Please try again shortly.":
    "الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.",
  "The site is very busy. Please try again shortly.":
    "الموقع مزدحم جدًا حاليًا. يرجى المحاولة مرة أخرى بعد قليل.",
  "Must not contain NUL characters": "يجب ألا يحتوي النص على رموز NUL",

  // Photos
  "The upload could not be read": "تعذّرت قراءة الملف المرفوع",
  "Many photos are being processed right now. Please try this one again in a few seconds.":
    "تجري معالجة عدد كبير من الصور حاليًا. يرجى رفع هذه الصورة مرة أخرى بعد بضع ثوانٍ.",
  'Send one photo per request, in the multipart field "photo"': 'أرسل صورة واحدة في كل طلب، في الحقل "photo"',
  "Images must be photos uploaded to this site": "يجب أن تكون الصور مرفوعة على هذا الموقع",
  "Use photos you uploaded for this listing": "استخدم صورًا رفعتها لهذا الإعلان",

  // Listings, drafts, upgrades
  "Title is required": "يرجى إدخال عنوان الإعلان",
  "Description is required": "يرجى إدخال وصف الإعلان",
  "Choose one of the listed locations": "يرجى اختيار أحد المواقع المدرجة",
  "Choose sale or rent": "يرجى الاختيار بين للبيع وللإيجار",
  "Price must be a number": "يرجى إدخال السعر بالأرقام",
  "Price must be a whole number of dirhams": "يجب أن يكون السعر عددًا صحيحًا بالدرهم",
  "Price must be at least AED 1,000": "يجب ألا يقل السعر عن 1,000 درهم",
  "Price is too large": "السعر كبير جدًا",
  "Size must be a number": "يرجى إدخال المساحة بالأرقام",
  "Size must be a whole number of square feet": "يجب أن تكون المساحة عددًا صحيحًا بالقدم المربعة",
  "Size must be at least 100 sq ft": "يجب ألا تقل المساحة عن 100 قدم مربعة",
  "Size is too large": "المساحة كبيرة جدًا",
  "Beds must be a number": "يرجى إدخال عدد غرف النوم بالأرقام",
  "Beds must be 0 (studio) or more": "يجب أن يكون عدد غرف النوم 0 (استوديو) أو أكثر",
  "Baths must be a number": "يرجى إدخال عدد الحمامات بالأرقام",
  "Baths must be at most 50": "يجب ألا يتجاوز عدد الحمامات 50",
  "Permit number: 4–40 letters, digits or hyphens": "رقم التصريح: من 4 إلى 40 حرفًا أو رقمًا أو شرطة (-)",
  "A permit number is required to publish here": "يلزم رقم التصريح لنشر الإعلان هنا",
  // The permit's DLD QR link (docs/decisions/0056)
  "Permit QR link must be text, or null for none":
    "رابط رمز الاستجابة السريعة للتصريح: يجب أن يكون نصًا، أو null إن لم يوجد",
  "Permit QR link: paste the address the permit's QR code opens, on trakheesi.dubailand.gov.ae":
    "رابط رمز الاستجابة السريعة للتصريح: الصق العنوان الذي يفتحه رمز الاستجابة السريعة على التصريح، على trakheesi.dubailand.gov.ae",
  "Permit QR link: must start with https://": "رابط رمز الاستجابة السريعة للتصريح: يجب أن يبدأ بـ https://",
  "Permit QR link: at most 500 characters": "رابط رمز الاستجابة السريعة للتصريح: 500 حرف كحد أقصى",
  "Permit QR link: DLD's Trakheesi permits are for Dubai listings only":
    "رابط رمز الاستجابة السريعة للتصريح: تصاريح «تراخيصي» الصادرة عن دائرة الأراضي والأملاك خاصة بإعلانات دبي فقط",
  "Permit QR link: give the permit number too": "رابط رمز الاستجابة السريعة للتصريح: أدخل رقم التصريح أيضًا",
  // A listing's video and 360° tour (shared/media-embeds.ts)
  "Video link must be text, or null for none": "رابط الفيديو: يجب أن يكون نصًا، أو null إن لم يوجد",
  "360° tour link must be text, or null for none":
    "رابط الجولة الافتراضية 360°: يجب أن يكون نصًا، أو null إن لم يوجد",
  "Video link: at most 300 characters": "رابط الفيديو: 300 حرف كحد أقصى",
  "360° tour link: at most 300 characters": "رابط الجولة الافتراضية 360°: 300 حرف كحد أقصى",
  "Video link: paste the address of the video on YouTube or Vimeo":
    "رابط الفيديو: الصق رابط الفيديو على يوتيوب أو فيميو",
  "360° tour link: paste the address of the tour on Matterport (or a 360° video on YouTube or Vimeo)":
    "رابط الجولة الافتراضية 360°: الصق رابط الجولة على ماتربورت، أو رابط فيديو 360° على يوتيوب أو فيميو",
  // One permit, one advert; moderators' flags and verification (docs/decisions/0051)
  "This permit number is already in use": "رقم التصريح هذا مستخدم بالفعل",
  "This permit number is on another active listing: one permit allows one advert. If the permit is yours, report that listing to us":
    "رقم التصريح هذا مستخدم في إعلان نشط آخر، والتصريح الواحد يتيح إعلانًا واحدًا فقط. إذا كان التصريح باسمك، فأبلغنا عن ذلك الإعلان",
  "You already advertise this permit number on another listing: one permit allows one advert. Edit that listing, or take it down first":
    "لديك إعلان آخر منشور برقم التصريح هذا، والتصريح الواحد يتيح إعلانًا واحدًا فقط. عدّل ذلك الإعلان أو أوقف نشره أولًا",
  "Flag not found": "إشارة المراجعة غير موجودة",
  "Sample listings cannot be verified": "لا يمكن توثيق الإعلانات التجريبية",
  "Resolve the listing's open flags before verifying it":
    "عالج إشارات المراجعة المفتوحة على الإعلان قبل توثيقه",
  "Status must be draft or published": "يجب أن تكون حالة الإعلان مسودة أو منشورًا",
  "The draft is too large": "المسودة كبيرة جدًا",
  "Choose a plan": "يرجى اختيار باقة",
  "Choose the 7-day or the 30-day plan": "يرجى اختيار باقة 7 أيام أو باقة 30 يومًا",
  "Only a published listing can be featured. Publish it first.":
    "لا يمكن ترقية الإعلان إلى إعلان مميز قبل نشره. يرجى نشر الإعلان أولًا.",

  // Enquiries, contact, newsletter
  "Enter your name": "يرجى إدخال اسمك",
  "Enter your email address": "يرجى إدخال بريدك الإلكتروني",
  "Enter a phone number": "يرجى إدخال رقم الهاتف",
  "Enter a valid phone number": "يرجى إدخال رقم هاتف صالح",
  "Enter a valid phone number, e.g. +971 50 123 4567":
    "يرجى إدخال رقم هاتف صالح، مثل \u2066+971 50 123 4567\u2069",
  "Phone number is too long": "رقم الهاتف طويل جدًا",
  "Phone: 7–20 digits, spaces, +, brackets or hyphens":
    "رقم الهاتف: من 7 إلى 20 رقمًا، ويمكن استخدام المسافات والرمز + والأقواس والشرطات",
  "Enter a message": "يرجى كتابة رسالة",
  "Enter your message": "يرجى كتابة رسالتك",
  "Choose a subject": "يرجى اختيار الموضوع",
  "Thank you. Your message has been sent and we will reply by email.":
    "شكرًا لك. تم إرسال رسالتك وسنرد عليك عبر البريد الإلكتروني.",
  "You're subscribed. Look out for our monthly UAE market update.":
    "تم اشتراكك. ترقّب نشرتنا الشهرية عن سوق العقارات في الإمارات.",

  // Search and list parameters
  "Must be 0 or more": "يجب أن تكون القيمة 0 أو أكثر",
  "Must be 1 or 0": "يجب أن تكون القيمة 1 أو 0",
  "Must be a whole number": "يجب أن تكون القيمة عددًا صحيحًا",
  "Must be a date as YYYY-MM-DD": "يجب أن يكون التاريخ بالصيغة YYYY-MM-DD",
  "Must be a real date": "يرجى إدخال تاريخ صحيح",
  "Must be a listing id": "يجب أن يكون رقم إعلان صالحًا",
  "Must be an enquiry id": "يجب أن يكون رقم استفسار صالحًا",
  "Must be an agent id": "يجب أن يكون رقم وسيط صالحًا",
  "Must be an agency id": "يجب أن يكون رقم وكالة صالحًا",
  "Must be one of the 58 locations (name or area slug)":
    "يجب أن تكون القيمة أحد المواقع الـ58 (الاسم أو معرّف المنطقة)",
  "Must not be before from": "يجب ألا يكون هذا التاريخ قبل تاريخ البداية",
  "Must not be below minPrice": "يجب ألا يقل الحد الأعلى للسعر عن الحد الأدنى",
  "Must not be below minSqft": "يجب ألا يقل الحد الأعلى للمساحة عن الحد الأدنى",
  // Full-text search, the map and the other discovery filters (docs/decisions/0045)
  "Sorting by relevance needs words in search": "يتطلب الترتيب حسب الصلة إدخال كلمات في البحث",
  "Too many amenities": "عدد المرافق أكبر من المسموح",
  "Must be west,south,east,north in degrees":
    "يجب أن تكون القيمة حدود المنطقة بالدرجات بالترتيب: الغرب، الجنوب، الشرق، الشمال (west,south,east,north)",
  "Longitudes must be within -180 and 180": "يجب أن تكون خطوط الطول بين -180 و180",
  "Latitudes must be within -90 and 90": "يجب أن تكون خطوط العرض بين -90 و90",
  "West must not be east of east": "يجب ألا يقع الحد الغربي شرق الحد الشرقي",
  "South must not be north of north": "يجب ألا يقع الحد الجنوبي شمال الحد الشمالي",
  "Must be lat,lng,km": "يجب أن تكون القيمة بالترتيب: خط العرض، خط الطول، المسافة بالكيلومترات (lat,lng,km)",
  "Latitude must be within -90 and 90": "يجب أن يكون خط العرض بين -90 و90",
  "Longitude must be within -180 and 180": "يجب أن يكون خط الطول بين -180 و180",
  // A drawn area and the map's clusters (docs/decisions/0068)
  "Must be longitude,latitude pairs separated by semicolons":
    "يجب أن تكون القيمة أزواجًا من خط الطول وخط العرض تفصل بينها فواصل منقوطة (longitude,latitude;…)",
  "The points must not all lie on one line": "يجب ألا تقع النقاط كلها على خط واحد",
  "read must be true or false": "يجب أن تكون قيمة read إما true أو false",

  // Saved searches and their alerts
  "Name is required": "يرجى إدخال الاسم",
  "Not a search filter": "ليس من عوامل تصفية البحث",
  "Must be text, as in the search page's address": "يجب أن تكون القيمة نصًا كما في عنوان صفحة البحث",
  "Must be an object of search filters": "يجب أن تكون القيمة مجموعة من عوامل تصفية البحث",
  "Must be a saved search id": "يجب أن يكون رقم بحث محفوظ صالحًا",
  "Saved search not found": "البحث المحفوظ غير موجود",
  "This saved search is not yours": "هذا البحث المحفوظ ليس من عمليات البحث الخاصة بك",
  "You can keep up to 25 saved searches. Delete one to save another.":
    "يمكنك الاحتفاظ بـ25 عملية بحث محفوظة كحد أقصى. احذف إحداها لحفظ بحث جديد.",
  "This unsubscribe link is not valid. Use the link from the latest alert email.":
    "رابط إلغاء الاشتراك هذا غير صالح. استخدم الرابط الوارد في أحدث رسالة تنبيه.",
  // Reports and moderation (docs/decisions/0050)
  "Choose what is wrong with the listing": "يرجى اختيار المشكلة في الإعلان",
  "Tell us what is wrong with the listing": "يرجى توضيح المشكلة في الإعلان",
  "The note must be text": "يجب أن تكون الملاحظة نصًا",
  "The note must be at most 1,000 characters": "يجب ألا تتجاوز الملاحظة 1,000 حرف",
  "You have already reported this listing. Our moderators will look at it; there is no need to report it again.":
    "سبق أن أبلغت عن هذا الإعلان. سيراجعه فريق الإشراف، ولا حاجة للإبلاغ عنه مرة أخرى.",
  "Only moderators and admins can do this": "هذا الإجراء متاح للمشرفين والمديرين فقط",
  "Only an admin can do this": "هذا الإجراء متاح للمديرين فقط",
  "Tell the owner what to change": "يرجى توضيح ما يجب على المالك تعديله",
  "Give the reason for removing it": "يرجى ذكر سبب الإزالة",
  "Give the reason for the change": "يرجى ذكر سبب التغيير",
  "Write your answer": "يرجى كتابة ردك",
  "At most 2,000 characters": "بحد أقصى 2,000 حرف",
  "Choose user, moderator or admin": "يرجى اختيار مستخدم أو مشرف أو مدير",
  "Message not found": "الرسالة غير موجودة",
  "User not found": "المستخدم غير موجود",
  "This message is closed: a moderator has already decided": "هذه الرسالة مغلقة: اتخذ المشرف قراره بالفعل",
  "This message is about someone else's listing": "هذه الرسالة تخص إعلان مستخدم آخر",
  "This listing was removed: approve it first": "أُزيل هذا الإعلان: يجب اعتماده أولًا",
  "This listing has no owner account to ask": "لا يوجد حساب مالك لهذا الإعلان لمراسلته",
  "This listing is already removed": "هذا الإعلان مُزال بالفعل",
  "You are the last admin: make someone else an admin first": "أنت المدير الوحيد: عيّن مديرًا آخر أولًا",
  "This listing is hidden while moderators review reports about it; its status cannot change until they decide":
    "هذا الإعلان مخفي بينما يراجع المشرفون البلاغات عنه، ولا يمكن تغيير حالته حتى يتخذوا قرارهم",
  "This listing was removed by moderators; its status cannot change":
    "أزال المشرفون هذا الإعلان، ولا يمكن تغيير حالته",
  "Moderators decide this listing's status": "يحدد المشرفون حالة هذا الإعلان",
  "Days must be a whole number": "يجب أن يكون عدد الأيام عددًا صحيحًا",
  "At most 100 characters": "بحد أقصى 100 حرف",
  "Must be an id": "يجب أن يكون رقمًا تعريفيًا صالحًا",
  "Say whether targetId is a listing or a user": "يرجى تحديد ما إذا كان targetId إعلانًا أم مستخدمًا",
  // Agencies, API keys and feeds (docs/decisions/0053)
  "Agency name is required": "يرجى إدخال اسم الوكالة",
  "Agency name must be at least 2 characters": "يجب ألا يقل اسم الوكالة عن حرفين",
  "Agency name must be at most 120 characters": "يجب ألا يزيد اسم الوكالة على 120 حرفًا",
  "Choose the emirate of the agency's licence": "يرجى اختيار الإمارة التي صدرت فيها رخصة الوكالة",
  "Enter the email address of the person's account": "يرجى إدخال البريد الإلكتروني لحساب الشخص",
  "Role must be admin or agent": "يجب أن يكون الدور مسؤولًا أو وسيطًا",
  "BRN: letters, digits or hyphens": "رقم تسجيل الوسيط: حروف لاتينية أو أرقام أو شرطات",
  "Use a photo uploaded to this site": "استخدم صورة مرفوعة إلى هذا الموقع",
  "Use a photo you uploaded": "استخدم صورة رفعتها بنفسك",
  "At most 20 areas": "20 منطقة كحد أقصى",
  "Name the key (for example the system that will use it)":
    "يرجى تسمية المفتاح (مثلًا باسم النظام الذي سيستخدمه)",
  "Reference number is required": "يرجى إدخال الرقم المرجعي",
  "Reference number: 1–50 letters, digits, dots, hyphens or underscores":
    "الرقم المرجعي: من 1 إلى 50 حرفًا لاتينيًا أو رقمًا أو نقطة أو شرطة أو شرطة سفلية",
  "Enter the feed's full address (https://…)": "يرجى إدخال العنوان الكامل لملف التغذية (https://…)",
  "Format must be xml or json": "يجب أن تكون الصيغة xml أو json",
  "At least every 15 minutes": "كل 15 دقيقة على الأقل",
  "At least once a day": "مرة واحدة يوميًا على الأقل",
  "Send the file's content": "يرجى إرسال محتوى الملف",
  "The file is empty": "الملف فارغ",
  "The file is larger than 5 MB": "حجم الملف أكبر من 5 ميغابايت",
  "You are not a member of an agency": "لست عضوًا في أي وكالة",
  "Only the agency's admins can do this": "لا يمكن القيام بذلك إلا لمسؤولي الوكالة",
  "You are already a member of an agency": "أنت عضو في وكالة بالفعل",
  "No account has that email address: ask the person to sign up first":
    "لا يوجد حساب بهذا البريد الإلكتروني: اطلب من الشخص التسجيل أولًا",
  "That person is a member of another agency": "هذا الشخص عضو في وكالة أخرى",
  "An agency needs at least one admin: make someone else admin first":
    "تحتاج الوكالة إلى مسؤول واحد على الأقل: اجعل شخصًا آخر مسؤولًا أولًا",
  "No such member of your agency": "لا يوجد عضو بهذا في وكالتك",
  "The agent's account must be a member of your agency": "يجب أن يكون حساب الوسيط عضوًا في وكالتك",
  "No agent of this agency has that BRN": "لا يوجد وسيط في هذه الوكالة بهذا الرقم",
  "API key not found": "مفتاح API غير موجود",
  "The agency has no admin to own its listings: add one first":
    "لا يوجد لدى الوكالة مسؤول تُسجَّل الإعلانات باسمه: أضف مسؤولًا أولًا",
  "A listing with this reference number exists: update it instead":
    "يوجد إعلان بهذا الرقم المرجعي: حدّثه بدلًا من ذلك",
  "This reference number is already used by one of the agency's listings":
    "هذا الرقم المرجعي مستخدم في أحد إعلانات الوكالة",
  "Send a valid API key: Authorization: Bearer <key>": "أرسل مفتاح API صالحًا: Authorization: Bearer <key>",
  "The agency has no feed address: set one first": "لا يوجد لدى الوكالة عنوان ملف تغذية: أضفه أولًا",
  "Agency not found": "الوكالة غير موجودة",
  "The feed address is not a valid URL": "عنوان ملف التغذية غير صالح",
  "The feed address must start with https://": "يجب أن يبدأ عنوان ملف التغذية بـ https://",
  "The feed address must not contain a user name or password":
    "يجب ألا يتضمن عنوان ملف التغذية اسم مستخدم أو كلمة مرور",
  "The feed address points to a private or local network address":
    "يشير عنوان ملف التغذية إلى عنوان شبكة خاصة أو محلية",
  "Another agent on the site already has this BRN: a BRN belongs to one broker":
    "يوجد وسيط آخر على الموقع بهذا الرقم: رقم تسجيل الوسيط (BRN) خاص بوسيط واحد",
  "The feed is empty": "ملف التغذية فارغ",
  "The feed could not be read as XML: check that it is the XML feed your CRM exports":
    "تعذّرت قراءة ملف التغذية بصيغة XML: تأكّد من أنه ملف XML الذي يصدّره نظام إدارة العملاء لديك",
  "The feed could not be read: check that it is the file your CRM exports":
    "تعذّرت قراءة ملف التغذية: تأكّد من أنه الملف الذي يصدّره نظام إدارة العملاء لديك",
  "Listings missing from the feed were kept on the site: the feed lists no listings":
    "أُبقيت على الموقع الإعلانات غير الواردة في ملف التغذية: لا يتضمن الملف أي إعلان",
};

/** Arabic counted nouns: the word after a number changes with it (2 → dual, 3–10 → plural, 11–99 …). */
interface CountedNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

const CHARACTERS: CountedNoun = { one: "حرف واحد", two: "حرفان", few: "أحرف", many: "حرفًا", other: "حرف" };
const PHOTOS: CountedNoun = { one: "صورة واحدة", two: "صورتان", few: "صور", many: "صورة", other: "صورة" };
const AMENITIES: CountedNoun = {
  one: "ميزة واحدة",
  two: "ميزتان",
  few: "ميزات",
  many: "ميزة",
  other: "ميزة",
};
const SECONDS: CountedNoun = {
  one: "ثانية واحدة",
  two: "ثانيتين",
  few: "ثوانٍ",
  many: "ثانية",
  other: "ثانية",
};
const LEVELS: CountedNoun = {
  one: "مستوى واحد",
  two: "مستويان",
  few: "مستويات",
  many: "مستوى",
  other: "مستوى",
};

let arabicPlurals: Intl.PluralRules | undefined;

/** "8 أحرف", "30 حرفًا", "5,000 حرف", "حرفان": the number (Western digits, grouped) with its noun. */
function counted(text: string, noun: CountedNoun): string {
  const value = Number(text.replaceAll(",", ""));
  const category = (arabicPlurals ??= new Intl.PluralRules("ar")).select(value);
  if (category === "one") return noun.one;
  if (category === "two") return noun.two;
  const word = category === "few" ? noun.few : category === "many" ? noun.many : noun.other;
  return `${text} ${word}`;
}

/** Field names as the messages start them ("Title must be…"), with the adjectives' agreement. */
const FIELD_NOUNS: Record<string, { noun: string; feminine?: boolean }> = {
  Username: { noun: "اسم المستخدم" },
  Password: { noun: "كلمة المرور", feminine: true },
  Title: { noun: "العنوان" },
  Description: { noun: "الوصف" },
  Name: { noun: "الاسم" },
  Message: { noun: "الرسالة", feminine: true },
  "Your message": { noun: "رسالتك", feminine: true },
};

function short(field: string | undefined): string {
  const known = field ? FIELD_NOUNS[field] : undefined;
  if (!known) return "النص قصير جدًا";
  return `${known.noun} ${known.feminine ? "قصيرة" : "قصير"} جدًا`;
}

function long(field: string | undefined): string {
  const known = field ? FIELD_NOUNS[field] : undefined;
  if (!known) return "النص طويل جدًا";
  return `${known.noun} ${known.feminine ? "طويلة" : "طويل"} جدًا`;
}

function emirateAr(name: string): string {
  return EMIRATE_NAMES_AR[name as Emirate] ?? name;
}

/** "a, b, c" → "a، b، c" (the Arabic comma between values that stay as the API writes them). */
function list(values: string): string {
  return values.split(", ").join("، ");
}

const PERMIT_AR: Record<string, string> = { Trakheesi: "تصريح ترخيصي", Madhmoun: "تصريح مضمون" };

/** Messages that carry values: the English pattern and how to say it in Arabic. */
const PATTERNS_AR: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [
    /^(?:(Username|Password|Title|Description|Name|Message|Your message) must be|Must be) at least ([\d,]+) characters$/,
    (field, n) => `${short(field)}: ${counted(n!, CHARACTERS)} على الأقل`,
  ],
  [
    /^(?:(Username|Password|Title|Description|Name|Message|Your message) must be|Must be) at most ([\d,]+) characters$/,
    (field, n) => `${long(field)}: ${counted(n!, CHARACTERS)} كحد أقصى`,
  ],
  [/^Must be ([\d,]+) or more$/, (n) => `يجب أن تكون القيمة ${n} أو أكثر`],
  [/^Must be at most ([\d,]+)$/, (n) => `يجب ألا تتجاوز القيمة ${n}`],
  [/^At most ([\d,]+) photos$/, (n) => `${counted(n!, PHOTOS)} كحد أقصى`],
  [/^At most ([\d,]+) amenities$/, (n) => `${counted(n!, AMENITIES)} كحد أقصى`],
  [/^Choose one of: (.+)$/, (values) => `يرجى اختيار أحد الخيارات: ${list(values!)}`],
  [/^Must be one of: (.+)$/, (values) => `يجب أن تكون القيمة أحد الخيارات: ${list(values!)}`],
  [/^At most ([\d,]+) locations$/, (n) => `يمكن اختيار ${n} مواقع كحد أقصى`],
  [/^Not a listed location: (.+)$/, (names) => `ليس من المواقع المدرجة: ${list(names!)}`],
  [/^Not a listed amenity: (.+)$/, (names) => `ليس من المرافق المدرجة: ${list(names!)}`],
  [
    /^Distance must be more than 0 and at most ([\d,]+) km$/,
    (n) => `يجب أن تكون المسافة أكبر من 0 ولا تتجاوز ${n} كم`,
  ],
  [/^Must have (\d+) to (\d+) points$/, (min, max) => `يجب أن يتراوح عدد النقاط بين ${min} و${max}`],
  [
    /^Every point must be inside the UAE \(longitude ([\d.]+) to ([\d.]+), latitude ([\d.]+) to ([\d.]+)\)$/,
    (west, east, south, north) =>
      `يجب أن تقع كل النقاط داخل الإمارات (خط الطول من ${west} إلى ${east}، وخط العرض من ${south} إلى ${north})`,
  ],
  [
    /^Must be a whole number from (\d+) to (\d+)$/,
    (min, max) => `يجب أن تكون القيمة عددًا صحيحًا من ${min} إلى ${max}`,
  ],
  [
    /^Send at least one field to change: (.+)$/,
    (fields) => `أرسل حقلًا واحدًا على الأقل لتغييره من الحقول: ${list(fields!)}`,
  ],
  [/^Unknown field\(s\): (.+)$/, (fields) => `حقول غير معروفة: ${list(fields!)}`],
  [
    /^No API endpoint (\S+) (\S+)$/,
    (method, path) => `لا توجد نقطة وصول في الواجهة البرمجية ${method} ${path}`,
  ],
  [
    /^The request is nested too deeply \(at most (\d+) levels\)$/,
    (n) => `الطلب متداخل أكثر من اللازم (${counted(n!, LEVELS)} كحد أقصى)`,
  ],
  [
    /^Must not be nested more than (\d+) levels deep$/,
    (n) => `يجب ألا يتجاوز التداخل ${counted(n!, LEVELS)}`,
  ],
  [/^A draft may be at most ([\d,]+) bytes$/, (n) => `يجب ألا يتجاوز حجم المسودة ${n} بايت`],
  [
    /^A (Trakheesi|Madhmoun) permit number is required to publish a listing in (.+)$/,
    (permit, emirate) => `يلزم رقم ${PERMIT_AR[permit!]} لنشر إعلان في ${emirateAr(emirate!)}`,
  ],
  [
    /^This (.+) number is not in the form its regulator publishes \((.+)\)$/,
    (name, description) => {
      const format = NUMBER_FORMATS.find((f) => f.name === name && f.description === description);
      return format
        ? `رقم ${format.nameAr} هذا ليس بالصيغة التي تنشرها الجهة التنظيمية (${format.descriptionAr})`
        : GENERIC_FIELD_ERROR_AR;
    },
  ],
  [
    /^(.+) lists Dubai property only; list (.+) property on the UAE-wide site$/,
    (site, emirate) =>
      `يعرض موقع ${site} عقارات دبي فقط؛ أضف عقارك في ${emirateAr(emirate!)} على موقعنا لجميع الإمارات`,
  ],
  [
    /^The (feed|photo) could not be fetched: check the address, and that its server answers within (\d+) seconds?$/,
    (what, n) =>
      `تعذّر جلب ${what === "feed" ? "ملف التغذية" : "الصورة"}: تحقّق من العنوان ومن أن الخادم يستجيب خلال ${counted(n!, SECONDS)}`,
  ],
  [
    /^The XML feed is nested more than (\d+) levels deep: .+$/,
    (n) =>
      `ملف التغذية بصيغة XML متداخل لأكثر من ${counted(n!, LEVELS)}: لا تتجاوز عناصر ملف التغذية أربعة مستويات (list وproperty وphoto وurl)`,
  ],
  [
    /^Listings missing from the feed were kept on the site: (\d+) of (\d+) entries could be imported, fewer than the (\d+)% needed to take any off$/,
    (imported, entries, share) =>
      `أُبقيت على الموقع الإعلانات غير الواردة في ملف التغذية: استُورد ${imported} من أصل ${entries} من إدخالاته، وهو أقل من نسبة ${share}% اللازمة لإزالة أي منها`,
  ],
  [/^(.+) is larger than (\d+) MB$/s, (file, mb) => `حجم الملف ${file} أكبر من ${mb} ميغابايت`],
  [
    /^(.+) is not a JPEG, PNG, WebP, AVIF or HEIC image$/s,
    (file) => `الملف ${file} ليس صورة بصيغة JPEG أو PNG أو WebP أو AVIF أو HEIC`,
  ],
];

/** Any Arabic letter: a message already in Arabic is left as it is. */
const ARABIC = /[\u0600-\u06ff]/;

/**
 * A message for people in `locale`: English as it is; in Arabic the dictionary's words, or undefined when
 * the message is not in it (a caller chooses its fallback).
 */
export function findTranslation(message: string, locale: Locale): string | undefined {
  if (locale === "en" || ARABIC.test(message)) return message;
  const exact = EXACT_AR[message];
  if (exact !== undefined) return exact;
  for (const [pattern, say] of PATTERNS_AR) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return undefined;
}

/** A field error the dictionary lacks (one of zod's own, in English) reads as this. */
export const GENERIC_FIELD_ERROR_AR = "القيمة المدخلة غير صالحة";

/** A message in `locale`; one the dictionary lacks stays in English. */
export function translateMessage(message: string, locale: Locale): string {
  return findTranslation(message, locale) ?? message;
}

/** A field error in `locale`; in Arabic one the dictionary lacks becomes "القيمة المدخلة غير صالحة". */
export function translateFieldError(message: string, locale: Locale): string {
  return findTranslation(message, locale) ?? GENERIC_FIELD_ERROR_AR;
}

/** An error body's `fieldErrors`, each message in `locale`. */
export function translateFieldErrors(
  fieldErrors: Record<string, string[]>,
  locale: Locale,
): Record<string, string[]> {
  if (locale === "en") return fieldErrors;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => translateFieldError(message, locale)),
    ]),
  );
}

/** What an Arabic error says when the dictionary lacks its message: by status, never English. */
export function genericErrorAr(status: number): string {
  if (status === 400 || status === 422) return "تعذّرت معالجة الطلب، يرجى التحقق من البيانات المدخلة";
  if (status === 401) return "يرجى تسجيل الدخول للمتابعة";
  if (status === 403) return "ليست لديك صلاحية الوصول إلى هذا المحتوى";
  if (status === 404) return "غير موجود";
  if (status === 409) return "تعارض الطلب مع بيانات موجودة";
  if (status === 413) return "حجم الطلب كبير جدًا";
  if (status === 429) return "عدد الطلبات كبير جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.";
  if (status === 503) return "الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.";
  if (status >= 500) return "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.";
  return "تعذّرت معالجة الطلب";
}

/** An error body's `message` in `locale`; in Arabic one the dictionary lacks says what its status means. */
export function translateErrorMessage(message: string, status: number, locale: Locale): string {
  return findTranslation(message, locale) ?? genericErrorAr(status);
}

/**
 * The Arabic of the option labels (shared/option-labels.ts) that the server's mails show, by their English
 * message. The pages take theirs from the Arabic catalogue; shared/option-labels.test.ts checks that each
 * reads here as it does there, so a translator's change to the catalogue cannot leave the mails behind.
 */
export const OPTION_LABELS_AR: Readonly<Record<string, string>> = {
  Studio: "استوديو",
  "{beds, plural, one {# bed} other {# beds}}":
    "{beds, plural, zero {بلا غرف نوم} one {غرفة نوم واحدة} two {غرفتا نوم} few {# غرف نوم} many {# غرفة نوم} other {# غرفة نوم}}",
  "{baths, plural, one {# bath} other {# baths}}":
    "{baths, plural, zero {# حمّام} one {حمّام واحد} two {حمّامان} few {# حمّامات} many {# حمّامًا} other {# حمّام}}",
};

/** The English messages the dictionary translates word for word (for tests). */
export const TRANSLATED_MESSAGES: readonly string[] = Object.keys(EXACT_AR);
