// SPDX-License-Identifier: GPL-2.0
/*
 * /init of the initramfs that runs the KUnit suites as modules
 * (make kunit-modules, tools/kunit_modules.py).
 *
 * It loads each module named in /modules.list (one name a line, the file
 * being /modules/<name>.ko) in turn. KUnit runs a module's suites while the
 * module initialises, so when finit_module() returns the results are in
 * debugfs: they are printed, the module is unloaded, and lockdep's
 * debug_locks is printed, so that the host can tell which module turned
 * lockdep off. Finally the machine reboots, which ends QEMU (-no-reboot).
 *
 * Every line this program prints is one record of the kernel's log, written
 * to /dev/kmsg, so that the console prints it whole: written to the console
 * itself, a line could be cut by a kernel message printed while the serial
 * port was still sending it (on a slow boot, "tsc: Refined TSC clocksource
 * calibration" landed inside a KTAP line of the results, and the host read
 * a case that does not exist). Without /dev/kmsg it writes to the console.
 *
 * Every line of its own starts with "capmod: ", which is how the host tells
 * it from the kernel's messages:
 *
 *	capmod: load <module>
 *	capmod: loaded <module>            or  capmod: load-failed <module> <errno>
 *	capmod: results-begin <suite>
 *	<the suite's debugfs results, KTAP>
 *	capmod: results-end <suite>
 *	capmod: unloaded <module>          or  capmod: unload-failed <module> <errno>
 *	capmod: debug_locks <module> <0|1>
 *	capmod: done
 *
 * No C library: raw system calls, for x86_64 and arm64, so that the program
 * builds with the Clang that builds the kernel and needs nothing else.
 */

#define O_RDONLY	0
#define O_WRONLY	1
#define O_NONBLOCK	04000
#define AT_FDCWD	-100

#define REBOOT_MAGIC1	0xfee1dead
#define REBOOT_MAGIC2	672274793
#define REBOOT_RESTART	0x01234567

#if defined(__x86_64__)
#define NR_read			0
#define NR_write		1
#define NR_close		3
#define NR_mount		165
#define NR_reboot		169
#define NR_delete_module	176
#define NR_getdents64		217
#define NR_openat		257
#define NR_finit_module		313

static long syscall5(long n, long a, long b, long c, long d, long e)
{
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	long ret;

	__asm__ volatile ("syscall"
			  : "=a" (ret)
			  : "a" (n), "D" (a), "S" (b), "d" (c), "r" (r10), "r" (r8)
			  : "rcx", "r11", "memory");
	return ret;
}

__asm__(".text\n"
	".global _start\n"
	"_start:\n"
	"	xor %ebp, %ebp\n"
	"	and $-16, %rsp\n"
	"	call init_main\n"
	"	hlt\n");

#elif defined(__aarch64__)
#define NR_mount		40
#define NR_getdents64		61
#define NR_openat		56
#define NR_close		57
#define NR_read			63
#define NR_write		64
#define NR_delete_module	106
#define NR_reboot		142
#define NR_finit_module		273

static long syscall5(long n, long a, long b, long c, long d, long e)
{
	register long x8 __asm__("x8") = n;
	register long x0 __asm__("x0") = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;
	register long x4 __asm__("x4") = e;

	__asm__ volatile ("svc #0"
			  : "+r" (x0)
			  : "r" (x8), "r" (x1), "r" (x2), "r" (x3), "r" (x4)
			  : "memory");
	return x0;
}

__asm__(".text\n"
	".global _start\n"
	"_start:\n"
	"	mov x29, #0\n"
	"	mov x30, #0\n"
	"	bl init_main\n"
	"	b .\n");

#else
#error "init.c: x86_64 and arm64 only"
#endif

struct dirent64 {
	unsigned long long d_ino;
	long long d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
};

/* The compiler may emit calls to these even with -ffreestanding. */
void *memset(void *s, int c, unsigned long n)
{
	unsigned char *p = s;

	while (n--)
		*p++ = (unsigned char)c;
	return s;
}

void *memcpy(void *dst, const void *src, unsigned long n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	while (n--)
		*d++ = *s++;
	return dst;
}

static unsigned long str_len(const char *s)
{
	unsigned long n = 0;

	while (s[n])
		n++;
	return n;
}

static int str_eq(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return *a == *b;
}

/* Where the lines go: /dev/kmsg once opened, else the console. */
static int out_fd = 1;
static int out_kmsg;

/* The longest line one record takes; a longer one is cut into records. */
#define RECORD_MAX	900

static void write_all(const char *s, unsigned long len)
{
	while (len) {
		long n = syscall5(NR_write, out_fd, (long)s, len, 0, 0);

		if (n <= 0)
			return;
		s += n;
		len -= n;
	}
}

/*
 * Prints the line @s of @len bytes (without its newline) in one write():
 * to /dev/kmsg, one record at level 5 (KERN_NOTICE, printed with
 * loglevel=7), the level given so that a line starting with "<" keeps it.
 */
static void out_line(const char *s, unsigned long len)
{
	static char rec[RECORD_MAX + 8];

	do {
		unsigned long n = len < RECORD_MAX ? len : RECORD_MAX;
		char *p = rec;

		if (out_kmsg) {
			*p++ = '<';
			*p++ = '5';
			*p++ = '>';
		}
		memcpy(p, s, n);
		p += n;
		*p++ = '\n';
		write_all(rec, p - rec);
		s += n;
		len -= n;
	} while (len);
}

/* @v in decimal, in @buf (at least 24 bytes); returns where it starts. */
static char *fmt_num(char *buf, int size, long v)
{
	int i = size - 1;
	int neg = v < 0;

	buf[i] = 0;
	if (neg)
		v = -v;
	do {
		buf[--i] = '0' + v % 10;
		v /= 10;
	} while (v && i > 1);
	if (neg)
		buf[--i] = '-';
	return buf + i;
}

/* Appends @s to @dst, at most up to @end; returns the new end. */
static char *append(char *dst, char *end, const char *s)
{
	while (*s && dst < end)
		*dst++ = *s++;
	return dst;
}

/*
 * "capmod: <what> <name>[ <num>]\n", in one write(): a line written in
 * pieces let a kernel message land in the middle of it when the boot was
 * slow ("capmod: debug_locks spinlock_kunit tsc: Refined TSC ...", the
 * value on a line of its own), and the host lost the value.
 */
static void report(const char *what, const char *name, int with_num, long num)
{
	char line[256], digits[24];
	char *end = line + sizeof(line);
	char *p = line;

	p = append(p, end, "capmod: ");
	p = append(p, end, what);
	p = append(p, end, " ");
	p = append(p, end, name);
	if (with_num) {
		p = append(p, end, " ");
		p = append(p, end, fmt_num(digits, sizeof(digits), num));
	}
	out_line(line, p - line);
}

static char *join(char *dst, const char *a, const char *b, const char *c)
{
	char *p = dst;

	while (*a)
		*p++ = *a++;
	while (*b)
		*p++ = *b++;
	while (*c)
		*p++ = *c++;
	*p = 0;
	return dst;
}

/* Files and directories alike (O_DIRECTORY's value differs by arch). */
static int open_ro(const char *path)
{
	return syscall5(NR_openat, AT_FDCWD, (long)path, O_RDONLY, 0, 0);
}

/* Prints a file, a line at a time; returns the bytes read or -errno. */
static long cat(const char *path)
{
	static char buf[4096], line[RECORD_MAX];
	unsigned long used = 0;
	long total = 0, n, i;
	int fd = open_ro(path);

	if (fd < 0)
		return fd;
	while ((n = syscall5(NR_read, fd, (long)buf, sizeof(buf), 0, 0)) > 0) {
		for (i = 0; i < n; i++) {
			if (buf[i] != '\n')
				line[used++] = buf[i];
			if (buf[i] == '\n' || used == sizeof(line)) {
				out_line(line, used);
				used = 0;
			}
		}
		total += n;
	}
	if (used)
		out_line(line, used);
	syscall5(NR_close, fd, 0, 0, 0, 0);
	return n < 0 ? n : total;
}

/*
 * Opens /dev/kmsg for the lines, with its rate limit off (by default a
 * writer may print 10 lines every 5 seconds, a suite has more).
 */
static void open_kmsg(void)
{
	int fd = syscall5(NR_openat, AT_FDCWD, (long)"/proc/sys/kernel/printk_devkmsg",
			  O_WRONLY, 0, 0);
	long err = fd;

	if (fd >= 0) {
		err = syscall5(NR_write, fd, (long)"on\n", 3, 0, 0);
		syscall5(NR_close, fd, 0, 0, 0, 0);
	}
	if (err < 0) {
		report("error", "printk_devkmsg", 1, err);
		return;
	}
	fd = syscall5(NR_openat, AT_FDCWD, (long)"/dev/kmsg", O_WRONLY, 0, 0);
	if (fd < 0) {
		report("error", "no-dev-kmsg", 1, fd);
		return;
	}
	out_fd = fd;
	out_kmsg = 1;
}

#define MAX_SUITES	64
#define NAME_LEN	128
static char printed[MAX_SUITES][NAME_LEN];
static int nr_printed;

static int already_printed(const char *suite)
{
	int i;

	for (i = 0; i < nr_printed; i++)
		if (str_eq(printed[i], suite))
			return 1;
	return 0;
}

/*
 * Prints the results of every suite in debugfs that has not been printed
 * yet: those of the module just loaded.
 */
static void print_new_suites(void)
{
	static char dents[8192];
	char path[256];
	long n, off, copied;
	int fd = open_ro("/sys/kernel/debug/kunit");

	if (fd < 0) {
		report("error", "no-debugfs-kunit", 1, fd);
		return;
	}
	while ((n = syscall5(NR_getdents64, fd, (long)dents, sizeof(dents), 0, 0)) > 0) {
		for (off = 0; off < n; ) {
			struct dirent64 *d = (struct dirent64 *)(dents + off);

			if (!d->d_reclen)
				break;
			off += d->d_reclen;
			if (d->d_name[0] == '.' || already_printed(d->d_name) ||
			    str_len(d->d_name) >= NAME_LEN)
				continue;
			if (nr_printed < MAX_SUITES)
				memcpy(printed[nr_printed++], d->d_name,
				       str_len(d->d_name) + 1);
			report("results-begin", d->d_name, 0, 0);
			copied = cat(join(path, "/sys/kernel/debug/kunit/",
					   d->d_name, "/results"));
			if (copied < 0)
				report("error", d->d_name, 1, copied);
			report("results-end", d->d_name, 0, 0);
		}
	}
	syscall5(NR_close, fd, 0, 0, 0, 0);
}

/* lockdep's debug_locks, from /proc/lockdep_stats; -1 if not found. */
static long lockdep_debug_locks(void)
{
	static char buf[8192];
	static const char key[] = "debug_locks:";
	long n, i, got = 0;
	int fd = open_ro("/proc/lockdep_stats");

	if (fd < 0)
		return -1;
	while (got < (long)sizeof(buf) - 1 &&
	       (n = syscall5(NR_read, fd, (long)buf + got, sizeof(buf) - 1 - got, 0, 0)) > 0)
		got += n;
	syscall5(NR_close, fd, 0, 0, 0, 0);
	buf[got] = 0;
	for (i = 0; buf[i]; i++) {
		unsigned long k = 0;

		while (key[k] && buf[i + k] == key[k])
			k++;
		if (!key[k]) {
			char *p = buf + i + k;

			while (*p == ' ')
				p++;
			if (*p >= '0' && *p <= '9')
				return *p - '0';
			return -1;
		}
	}
	return -1;
}

static void run_module(const char *name)
{
	char path[256];
	long ret;
	int fd;

	report("load", name, 0, 0);
	fd = open_ro(join(path, "/modules/", name, ".ko"));
	if (fd < 0) {
		report("load-failed", name, 1, fd);
		return;
	}
	ret = syscall5(NR_finit_module, fd, (long)"", 0, 0, 0);
	syscall5(NR_close, fd, 0, 0, 0, 0);
	if (ret) {
		report("load-failed", name, 1, ret);
		return;
	}
	report("loaded", name, 0, 0);
	print_new_suites();
	ret = syscall5(NR_delete_module, (long)name, O_NONBLOCK, 0, 0, 0);
	if (ret)
		report("unload-failed", name, 1, ret);
	else
		report("unloaded", name, 0, 0);
	report("debug_locks", name, 1, lockdep_debug_locks());
}

void init_main(void)
{
	static char list[4096];
	long n, got = 0;
	char *p, *line;
	int fd;

	syscall5(NR_mount, (long)"proc", (long)"/proc", (long)"proc", 0, 0);
	syscall5(NR_mount, (long)"sysfs", (long)"/sys", (long)"sysfs", 0, 0);
	syscall5(NR_mount, (long)"debugfs", (long)"/sys/kernel/debug",
		 (long)"debugfs", 0, 0);
	open_kmsg();

	fd = open_ro("/modules.list");
	if (fd < 0) {
		report("error", "no-modules.list", 1, fd);
	} else {
		while (got < (long)sizeof(list) - 1 &&
		       (n = syscall5(NR_read, fd, (long)list + got,
				     sizeof(list) - 1 - got, 0, 0)) > 0)
			got += n;
		syscall5(NR_close, fd, 0, 0, 0, 0);
		list[got] = 0;
		for (line = p = list; *p; p++) {
			if (*p != '\n')
				continue;
			*p = 0;
			if (*line)
				run_module(line);
			line = p + 1;
		}
		if (*line)
			run_module(line);
	}
	out_line("capmod: done", str_len("capmod: done"));
	syscall5(NR_reboot, REBOOT_MAGIC1, REBOOT_MAGIC2, REBOOT_RESTART, 0, 0);
	for (;;)
		;
}
