/**
 * The demo blog's three articles (Markdown), written for businesses in Dhaka: each one is the body
 * of a demo post (server/db/demo-content.ts) and has its own page at /blogs/<slug>.
 */

export const seoBasicsArticle = `Most people in Dhaka now look for a shop, a clinic or a service company the same way: they pick up their phone and search. "Printing press in Uttara", "AC servicing Gulshan", "wedding photographer Dhanmondi". If your business does not appear on the first screen of results, the customer calls someone else. The good news is that the basics of search engine optimisation (SEO) are not a secret, and a small business can get most of them right in a few weeks.

## 1. Say clearly what you do and where

Search engines read your pages much as a new customer would. Every important page needs a **title** that names the service and the area, such as "Web Development in Uttara, Dhaka — Skyline IT", and a short **description** that says what a visitor will find. Avoid one generic title like "Home" on every page: Google then has no idea which page answers which question.

Write your service pages in the words your customers use. A customer types "online shop website", not "e-commerce solutions platform". If you serve clients in Bangla and English, say so, and consider a page in each language.

## 2. Complete your Google Business Profile

For local searches, the map results above the ordinary links often matter more than your website. Claim your free Google Business Profile and fill in everything:

- the exact business name, as written on your sign board;
- your full address with area and postcode (for example, Sector 4, Uttara, Dhaka 1230);
- a phone number that someone actually answers during office hours;
- opening hours, including the Friday schedule and changes during Ramadan and Eid;
- real photos of your office, team and work — not stock pictures.

Ask happy clients to leave a review, and reply to every review, good or bad, politely and quickly. A business with thirty honest reviews and replies looks far more trustworthy than one with three.

## 3. Make the website fast on mobile data

Most of your visitors arrive on a phone, often on a mobile data connection that is slower than office broadband. Google measures how fast your pages load and how stable they are while loading, and it prefers fast pages. Compress images before uploading them, avoid autoplaying videos and heavy sliders on the home page, and choose hosting close to your customers. We cover this in more detail in our article on mobile speed.

## 4. Write pages that answer real questions

Think about the questions your sales team hears every week. How much does a basic website cost? How long does delivery take? Do you work with businesses outside Dhaka? Each good answer can become a section on a service page or a short article. Pages that answer questions honestly, with prices and examples, earn links and mentions from other sites, and those links are one of the strongest signals search engines use.

Keep each page focused on one topic. A single page that tries to cover web design, printing, SEO and accounting will rank well for none of them.

## 5. Keep the technical house in order

A few technical points make every other effort count:

1. Every page should be reachable by normal links, not only through a search box or a menu that needs JavaScript.
2. Submit a sitemap in Google Search Console and check it for errors once a month.
3. Use HTTPS on the whole site; browsers now warn visitors about pages without it.
4. Give every image a short description (alt text). It helps visually impaired visitors and tells search engines what the picture shows.
5. When you change a page's address, redirect the old address to the new one so that links and rankings are not lost.

## 6. Measure, then improve

Search Console shows which searches bring visitors to your site and which pages they land on. Look at it every month. If a page appears in many searches but few people click, improve its title and description. If a page gets clicks but visitors leave at once, the page probably does not answer the question they asked.

SEO is not a one-time task but a habit: a little work every month beats a big push once a year. If you would like help, our SEO and content writing team can review your site and Google Business Profile and give you a prioritised list of fixes — [send us a message](/contact) and we will reply within one working day.`;

export const mobileSpeedArticle = `A visitor in Mirpur opens your website on a bus, on a mobile data connection that drops to 3G between stops. If the first screen takes eight seconds to appear, most people will simply go back and tap the next result. Speed is not a technical luxury: it is the difference between an enquiry and a lost customer. Here is what slows down most small business websites in Bangladesh, and what we do about it.

## Why mobile speed matters so much here

Broadband in offices is fast, so business owners often judge their site on a desktop computer and never see the problem. Their customers, however, browse on mid-range Android phones with limited memory and on connections that vary from minute to minute. A page that weighs 5 MB may cost a customer noticeable data, and some of them pay for every megabyte.

Google also measures real visitors' experience through its **Core Web Vitals** and uses them when ranking pages:

- **Largest Contentful Paint (LCP)** — how long until the main content, often the large picture at the top, is visible. Aim for under 2.5 seconds.
- **Interaction to Next Paint (INP)** — how quickly the page reacts when someone taps a button or opens a menu.
- **Cumulative Layout Shift (CLS)** — how much the page jumps around while loading, for example when an advert or image pushes the text down just as someone is about to tap.

## The usual suspects

In almost every slow site we review, the same few causes account for most of the delay.

### Oversized images

A photo straight from a modern phone is 3–5 MB and 4,000 pixels wide. Shown on a phone screen 400 pixels wide, most of that is wasted. Resize images to the largest size they are displayed at, save them in a modern format such as WebP, and let the browser load pictures further down the page only when the visitor scrolls to them.

### Sliders, videos and chat widgets on the first screen

A home page with a five-picture slider, an autoplaying background video and three third-party widgets has to download all of them before it feels ready. Show one strong image and a clear headline instead. Load videos only when the visitor presses play, and load a chat widget after the page is ready or when someone asks for it.

### Too much JavaScript

Every plugin, tracking script and animation library adds code that a phone must download and run. On a budget phone, running the code can take longer than downloading it. Remove plugins you do not use, and prefer pages that are rendered on the server, so that the text appears before any script has run.

### Slow or distant hosting

Cheap shared hosting on the other side of the world adds delay to every request. Choose hosting with good connectivity to Bangladesh, turn on compression, and cache pages that look the same for every visitor, so the server can answer them in milliseconds.

## How to check your own site

You do not need special tools to start. Open your site on your own phone, on mobile data, with Wi-Fi turned off, and count the seconds until you can read the main text. Then try Google's free PageSpeed Insights, which shows both laboratory measurements and, for busier sites, what real visitors experience. Pay most attention to the mobile results.

## What we changed for our clients

For a fashion retailer in Dhanmondi, we reduced the home page from 6.2 MB to 900 KB by resizing product photos and replacing a slider with a single image. The first screen now appears in under two seconds on a typical 4G connection, and the number of visitors who leave without viewing a second page fell by a third. For a consultancy in Banani, moving to server-rendered pages and delaying the chat widget made the site usable on older phones that previously froze while loading.

None of these changes require a redesign. They are careful engineering on the site you already have.

## Where to start

1. Measure your home page and your most visited service page on a phone.
2. Resize and convert the images on those two pages.
3. Remove or delay anything on the first screen that is not essential.
4. Measure again and keep the numbers, so you notice if a later change makes things worse.

If you want a second opinion, our web development team can run a speed review of your site and tell you which fixes will make the biggest difference — [get in touch](/contact) and we will send you a short report.`;

export const onlineStoreArticle = `Selling online in Bangladesh has never been easier to start, and never harder to do well. Customers who once only bought from Facebook pages now expect a proper store: clear prices, reliable delivery and payment with bKash or Nagad as well as cash on delivery. After helping many local businesses launch, we have collected the steps that separate stores that grow from stores that quietly close after six months.

## 1. Decide what you sell online, and to whom

Before choosing any software, write down who your online customer is. A garments shop in Uttara may find that its online buyers are mostly outside Dhaka, ordering gifts for family, while its walk-in customers are local. That changes everything: delivery zones, product photos, the language of descriptions and even which products to list first.

Start with a focused range. Fifty products with excellent photos and honest descriptions sell better than five hundred with one blurry picture each.

## 2. Payments customers trust

Offer the payment methods your customers already use:

- **Mobile financial services** such as bKash, Nagad and Rocket, through a payment gateway that confirms each payment automatically;
- **Cards**, for corporate buyers and customers abroad;
- **Cash on delivery**, which many first-time buyers still insist on.

Cash on delivery brings more orders but also more returns and refused parcels. Many stores ask for the delivery charge in advance by mobile payment and collect the rest on delivery; it filters out most fake orders without scaring genuine buyers away.

Whatever you choose, make the total price clear before checkout, including delivery charges inside and outside Dhaka. Surprises at the last step are the most common reason customers abandon their carts.

## 3. Delivery that keeps its promises

Work with at least two courier partners, so that a strike, flood or holiday rush at one of them does not stop your business. Agree on pickup times, return handling and how quickly cash-on-delivery money reaches your account. Tell customers the expected delivery time honestly, and send an SMS or WhatsApp message when the parcel leaves and when it is out for delivery.

Plan ahead for the weeks before Eid and Pohela Boishakh: order volumes can triple, couriers get busy, and customers are less patient than usual.

## 4. Product pages that sell

Each product page should answer the questions a shop assistant would:

1. Clear photos from several angles, on a plain background, plus one photo of the product in use.
2. Sizes and measurements in the units your customers use, with a size chart for clothing.
3. Material, care instructions, warranty and what is in the box.
4. Stock status that is actually up to date.
5. Reviews from real buyers, with photos where possible.

Write descriptions yourself rather than copying the manufacturer's text: duplicated text helps neither customers nor search engines.

## 5. Be found on Google, not only on Facebook

Social media brings bursts of visitors when you post or pay for ads, but search brings customers every day who are already looking for what you sell. Give every category and product a descriptive title, submit a sitemap, and make sure the store loads quickly on mobile data. Add your store to Google Merchant Center so that your products can appear in Google's shopping results.

## 6. Measure what matters

From the first day, track how many people visit, how many add something to their cart, how many complete an order, and how many orders are delivered rather than returned. These four numbers tell you where to work next: more visitors, a better product page, an easier checkout, or a more reliable delivery partner.

## A launch checklist

- Payment gateway tested with a real small payment on each method
- Delivery charges and zones shown before checkout
- Return and refund policy written in plain language
- Contact phone and WhatsApp number on every page
- Order confirmation by SMS or e-mail
- Sitemap submitted and Google Business Profile linked to the store

Our e-commerce team builds stores with local payment gateways, courier integration and fast, search-friendly pages. If you are planning a store, [tell us about your products](/contact) and we will suggest a plan and a fixed price.`;

/** The three articles in Bangla (issue 26): written for the same readers, not translated line by line. */
export const seoBasicsArticleBn = `ঢাকার বেশির ভাগ মানুষ এখন দোকান, ক্লিনিক বা সার্ভিস কোম্পানি একইভাবে খোঁজেন: ফোন হাতে নিয়ে সার্চ করেন। "উত্তরায় প্রিন্টিং প্রেস", "গুলশানে এসি সার্ভিসিং", "ধানমন্ডিতে বিয়ের ফটোগ্রাফার"। সার্চের প্রথম পাতায় আপনার ব্যবসা না থাকলে ক্রেতা অন্য কাউকে ফোন করবেন। সুখবর হলো, এসইও-র মূল কাজগুলো কোনো গোপন বিষয় নয়; ছোট ব্যবসাও কয়েক সপ্তাহে এর বেশির ভাগ ঠিক করে নিতে পারে।

## ১. কী করেন আর কোথায় করেন, তা স্পষ্ট করে বলুন

সার্চ ইঞ্জিন আপনার পাতা পড়ে অনেকটা নতুন ক্রেতার মতোই। প্রতিটি গুরুত্বপূর্ণ পাতার **শিরোনামে** সেবা আর এলাকার নাম থাকা চাই, আর থাকা চাই ছোট একটি **বিবরণ**, যাতে বোঝা যায় পাতায় কী পাওয়া যাবে। সব পাতায় "হোম"-এর মতো একই শিরোনাম দিলে গুগল বুঝতে পারে না কোন পাতা কোন প্রশ্নের উত্তর দেয়।

ক্রেতারা যে ভাষায় খোঁজেন, সেই ভাষাতেই লিখুন। ক্রেতা লেখেন "অনলাইন শপের ওয়েবসাইট", কোনো কঠিন টেকনিক্যাল শব্দ নয়। বাংলা আর ইংরেজি দুই ভাষাতেই সেবা দিলে সেটাও জানান।

## ২. গুগল বিজনেস প্রোফাইল সম্পূর্ণ করুন

এলাকাভিত্তিক সার্চে ম্যাপের ফলাফল অনেক সময় ওয়েবসাইটের চেয়েও বেশি গুরুত্বপূর্ণ। বিনা খরচের গুগল বিজনেস প্রোফাইল নিজের নামে নিন এবং সবকিছু পূরণ করুন:

- সাইনবোর্ডে যেভাবে লেখা, ঠিক সেভাবে ব্যবসার নাম;
- এলাকা আর পোস্টকোডসহ পুরো ঠিকানা;
- এমন একটি ফোন নম্বর, যেটি অফিস সময়ে সত্যিই কেউ ধরেন;
- খোলার সময়, শুক্রবার আর রমজান-ঈদের সময়সূচিসহ;
- অফিস, টিম আর কাজের আসল ছবি।

সন্তুষ্ট ক্লায়েন্টদের রিভিউ দিতে অনুরোধ করুন, আর প্রতিটি রিভিউর ভদ্র ও দ্রুত উত্তর দিন।

## ৩. মোবাইল ডেটায় ওয়েবসাইট যেন দ্রুত খোলে

বেশির ভাগ ভিজিটর আসেন ফোন থেকে, প্রায়ই ধীরগতির মোবাইল ডেটায়। গুগল মাপে আপনার পাতা কত দ্রুত খোলে, আর দ্রুত পাতাকেই এগিয়ে রাখে। ছবি আপলোডের আগে ছোট করুন, হোম পেজে ভারী স্লাইডার আর নিজে থেকে চালু হওয়া ভিডিও রাখবেন না।

## ৪. আসল প্রশ্নের উত্তর দিন

আপনার সেলস টিম প্রতি সপ্তাহে যে প্রশ্নগুলো শোনে, সেগুলো ভাবুন। একটি সাধারণ ওয়েবসাইটের খরচ কত? ডেলিভারিতে কত দিন লাগে? ঢাকার বাইরের ব্যবসার সাথে কাজ করেন কি? প্রতিটি সৎ উত্তর হতে পারে একেকটি সেকশন বা ছোট আর্টিকেল। দাম আর উদাহরণসহ খোলামেলা উত্তর অন্য সাইটের লিংক টানে, আর সেই লিংকই সার্চ ইঞ্জিনের কাছে সবচেয়ে জোরালো সিগন্যালগুলোর একটি।

## শেষ কথা

এসইও একবারের কাজ নয়, তবে জটিলও নয়। মাসে একবার নিজের ব্যবসার নাম আর সেবা লিখে সার্চ করে দেখুন, ক্রেতার চোখে কী দেখা যায়। সাহায্য লাগলে আমাদের সাথে যোগাযোগ করুন।`;

export const mobileSpeedArticleBn = `ধরুন একজন ক্রেতা বাসে বসে মোবাইল ডেটায় আপনার ওয়েবসাইট খুললেন। পাঁচ সেকেন্ড পরও পাতা সাদা। তিনি ফিরে গিয়ে পরের ফলাফলে চাপ দিলেন। আপনি জানতেও পারলেন না যে একটি এনকোয়ারি হাতছাড়া হলো। বাংলাদেশে বেশির ভাগ ভিজিটর আসেন ফোন থেকে, তাই মোবাইল ডেটায় গতি মানে সরাসরি ব্যবসা।

## গুগল যা মাপে

গুগলের কোর ওয়েব ভাইটালস তিনটি বিষয় দেখে: পাতার মূল অংশ কত দ্রুত দেখা যায়, চাপ দিলে পাতা কত দ্রুত সাড়া দেয়, আর খোলার সময় লেখা বা বাটন সরে যায় কি না। তিনটিই ভালো হলে ভিজিটর খুশি থাকেন, আর সার্চেও আপনার পাতা এগিয়ে থাকে।

## সবচেয়ে বড় ফল দেয় যে কাজগুলো

1. **ছবি ছোট করুন।** ক্যামেরার ৫ এমবির ছবি সরাসরি আপলোড করবেন না। ওয়েবপি ফরম্যাটে, পাতায় যে মাপে দেখাবে সেই মাপে সেভ করুন।
2. **ভারী স্লাইডার বাদ দিন।** হোম পেজের ঘুরতে থাকা বড় ছবির সারি প্রায় কেউ দেখেন না, কিন্তু সবাইকে সেটি ডাউনলোড করতে হয়।
3. **ভিডিও ক্লিকের পরে লোড করুন।** ইউটিউব ভিডিওর জায়গায় আগে শুধু একটি ছবি দেখান; ভিজিটর চাপ দিলে তবেই ভিডিও আসুক।
4. **ক্যাশিং চালু করুন।** যে পাতা সবার জন্য একই, সেটি প্রতিবার নতুন করে বানানোর দরকার নেই।
5. **কাছের সার্ভার বেছে নিন।** আপনার ক্রেতা যেখানে, সার্ভার তার যত কাছে, পাতা তত দ্রুত আসে।

## কীভাবে মাপবেন

নিজের ফোনে ওয়াই-ফাই বন্ধ করে মোবাইল ডেটায় সাইটটি খুলে দেখুন। আরও নিখুঁত ফলের জন্য গুগলের পেজস্পিড ইনসাইটস ব্যবহার করুন। প্রতিটি পরিবর্তনের আগে আর পরে মাপুন, তাহলে বুঝবেন কোন কাজে আসলেই লাভ হলো।

## শেষ কথা

দ্রুত ওয়েবসাইট কোনো বিলাসিতা নয়; এটি আপনার দোকানের দরজা খোলা রাখার মতো। আপনার সাইট কতটা দ্রুত, জানতে চাইলে আমাদের লিখুন, আমরা বিনা খরচে একবার মেপে দেব।`;

export const onlineStoreArticleBn = `অনলাইন শপ চালু করা মানে শুধু একটি ওয়েবসাইট বানানো নয়। পেমেন্ট, ডেলিভারি, রিটার্ন আর ক্রেতার আস্থা—সব একসাথে ঠিক থাকলে তবেই অর্ডার আসে, আর ক্রেতা আবার ফিরে আসেন। ঢাকার ছোট-বড় অনেক শপের সাথে কাজ করে আমরা যে চেকলিস্ট বানিয়েছি, সেটি এখানে দিলাম।

## পেমেন্ট

- বিকাশ আর নগদ সাপোর্ট করে এমন পেমেন্ট গেটওয়ে বেছে নিন; কার্ড পেমেন্টও রাখুন।
- ক্যাশ অন ডেলিভারি রাখুন, কারণ নতুন ক্রেতারা প্রথম অর্ডারে এটিই বেশি পছন্দ করেন।
- প্রতিটি পেমেন্টের পর ক্রেতা যেন এসএমএস বা ইমেইলে কনফার্মেশন পান।

## ডেলিভারি

- ঢাকার ভেতরে আর বাইরে আলাদা ডেলিভারি চার্জ আর সময় পরিষ্কার করে লিখুন।
- অন্তত দুটি কুরিয়ার পার্টনার রাখুন, যাতে একটির সমস্যায় অর্ডার আটকে না যায়।
- ক্রেতা যেন নিজেই পার্সেল ট্র্যাক করতে পারেন।

## প্রোডাক্টের পাতা

- প্রতিটি প্রোডাক্টের আসল ছবি, মাপ, দাম আর স্টক দেখান।
- বিবরণ লিখুন ক্রেতার ভাষায়; সাইজ চার্ট আর রিটার্নের নিয়ম সহজে খুঁজে পাওয়া যাক।
- প্রতিটি পাতার আলাদা শিরোনাম আর বিবরণ দিন, যাতে গুগলে ক্রেতারা আপনার প্রোডাক্ট খুঁজে পান।

## আস্থা

- ফোন নম্বর, ঠিকানা আর ফেসবুক পেজ সবার চোখে পড়ার মতো জায়গায় রাখুন।
- ক্রেতাদের রিভিউ দেখান, আর অভিযোগের দ্রুত উত্তর দিন।
- রিটার্ন আর রিফান্ডের নিয়ম লিখে রাখুন, এবং সেটি মেনে চলুন।

## চালুর আগের দিন

নিজে অন্তত তিনটি অর্ডার দিয়ে দেখুন: একটি বিকাশে, একটি কার্ডে, একটি ক্যাশ অন ডেলিভারিতে। মোবাইল ডেটায়, একটি পুরোনো অ্যান্ড্রয়েড ফোনে পুরো কেনাকাটা শেষ করে দেখুন। যেখানে আটকে যান, ক্রেতাও সেখানেই আটকাবেন।

শপ চালুর পরিকল্পনা করছেন? আমাদের সাথে যোগাযোগ করুন, আমরা আপনার চেকলিস্ট একসাথে মিলিয়ে দেখব।`;
