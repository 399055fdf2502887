// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes the rw_semaphore for writing or for reading depending on a
 * flag, and releases it the same way further down: after the two branches
 * join the semaphore is held exclusively on one path and shared on the
 * other, which the analysis cannot follow; split the two modes instead.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rwsem.h>
#include <linux/types.h>

struct vm_map {
	struct rw_semaphore sem;
	unsigned long nr_pages __guarded_by(&sem);
};

#ifdef FIXED
static unsigned long __used vm_map_pages(struct vm_map *map, bool reset)
{
	unsigned long nr;

	if (reset) {
		down_write(&map->sem);
		nr = map->nr_pages;
		map->nr_pages = 0;
		up_write(&map->sem);
	} else {
		down_read(&map->sem);
		nr = map->nr_pages;
		up_read(&map->sem);
	}
	return nr;
}
#else
static unsigned long __used vm_map_pages(struct vm_map *map, bool reset)
{
	unsigned long nr;

	if (reset)
		down_write(&map->sem);
	else
		down_read(&map->sem);
	nr = map->nr_pages;
	if (reset) {
		map->nr_pages = 0;
		up_write(&map->sem);
	} else {
		up_read(&map->sem);
	}
	return nr;
}
#endif
