// Runs in a worker that index.html starts first thing. The first Intl number format of a page
// builds ICU's data for the whole renderer process (30 to 70 ms here, several times that on a slow
// phone), in whichever task formats first, and the first date format adds its own (about 5 ms);
// made here, on the worker's own thread, the main thread's first price and first date cost about a
// millisecond. Plain script: a worker loads it as it is.
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
close();
