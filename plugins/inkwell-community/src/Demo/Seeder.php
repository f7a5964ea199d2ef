<?php
/**
 * The demo-content run.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Generates the demo content of `npm run seed` (bin/php/seed.php) and of the admin's demo import.
 *
 * Runs the steps in order: guard, clean-up, accounts, terms, images, articles, comments, relations, pages and
 * menus, then the bookkeeping (term counts, caches, the inkwell_demo_seed option).
 */
final class Seeder {

	/** Option that records the seed and sizes of the demo content on the site. */
	public const OPTION = 'inkwell_demo_seed';

	/** Exit code when the site already holds demo content and --force was not given. */
	public const EXIT_EXISTS = 3;

	/**
	 * Creates the run.
	 *
	 * @param Options  $options  Sizes, seed, flags.
	 * @param Progress $progress Progress lines.
	 */
	public function __construct(
		private readonly Options $options,
		private readonly Progress $progress,
	) {}

	/**
	 * Seeds the site.
	 *
	 * @return int Exit code.
	 * @throws RuntimeException When a step fails.
	 */
	public function run(): int {
		if ( false !== get_option( self::OPTION ) && ! $this->options->force ) {
			return self::EXIT_EXISTS;
		}

		$this->prepare();
		$options  = $this->options;
		$progress = $this->progress;
		$corpus   = new Corpus();
		$clock    = new Clock( $options->posts );
		$writer   = new Writer( $corpus );

		if ( $options->force ) {
			$removed = ( new Cleaner() )->run();
			$progress->done( 'clean-up', sprintf( 'removed %d posts, %d accounts, %d terms of earlier demo content', $removed['posts'], $removed['users'], $removed['terms'] ) );
		}

		$samples = $this->remove_core_samples();
		if ( $samples ) {
			$progress->done( 'samples', 'removed the untouched WordPress samples: ' . implode( ', ', $samples ) );
		}

		$accounts = ( new Accounts( $corpus, $clock, $options ) )->create();
		$progress->done( 'accounts', sprintf( '%d accounts: author1-6, editor1, reader1-%d', count( $accounts ), $options->readers() ) );

		$terms = ( new Taxonomy() )->create();
		$progress->done( 'terms', sprintf( '%d categories, %d tags', count( $terms['categories'] ), count( $terms['tags'] ) ) );

		$editor = $this->first( $accounts, 'editor' );
		$images = ( new Media( $options, $clock, $editor ) )->import();
		$progress->done( 'images', sprintf( '%d cover images (1600x900) in the media library', count( $images ) ) );

		$articles  = ( new Articles( $options, $clock, $writer, $progress ) )->create( $accounts, $terms, $images );
		$published = count( array_filter( $articles, static fn ( array $a ): bool => 'publish' === $a['status'] ) );
		$progress->done( 'articles', sprintf( '%d published, %d drafts, 1 scheduled, over %d days', $published, count( $articles ) - $published - 1, $clock->span_days ) );

		$gallery = ( new Gallery_Article() )->create( $articles, $terms['categories'], $images );
		$progress->done( 'gallery', $gallery ? "the article /a-week-in-pictures/ ($gallery) with a gallery slider" : 'skipped: no articles or images' );

		$comments = ( new Discussion( $options, $writer ) )->create( $articles, $accounts );
		$progress->done( 'comments', sprintf( '%d comments (%d replies) on %d articles', $comments['comments'], $comments['replies'], $comments['posts'] ) );
		$conversation = ( new Conversation( $options, $writer ) )->create( $articles, $accounts );
		$progress->done( 'conversation', sprintf( '%d more responses on the newest article (%d), for comment pages', $conversation['added'], $conversation['post'] ) );

		wp_cache_flush(); // Thousands of posts and comments sit in the runtime cache by now.
		if ( Relations::table() ) {
			$relations = ( new Relations( $options ) )->create( $accounts, $articles, $terms['categories'] );
			$progress->done( 'relations', sprintf( '%d likes, %d bookmarks, %d user follows, %d category follows, %d blocks', $relations['like'], $relations['bookmark'], $relations['follow user'], $relations['follow category'], $relations['block'] ) );
		} else {
			$progress->done( 'relations', 'skipped: the relations table is missing (is inkwell-community active?)' );
		}

		$site = ( new Site( $corpus, $clock, $editor ) )->create( $terms['categories'] );
		$progress->done( 'pages', sprintf( '%d pages (About, Explore, Account, Contact), menus Primary and Footer', count( $site['pages'] ) ) );

		$form = ( new Contact_Form() )->create( $site['pages']['contact'], $editor );
		$progress->done( 'contact form', $form ? "form $form on the Contact page" : 'skipped: inkwell-forms is not active' );

		if ( class_exists( \Inkblocks\Newsletter\Subscribers::class ) ) {
			$newsletter = ( new Newsletter( $editor ) )->create();
			$progress->done( 'newsletter', sprintf( 'list %d and the page /newsletter/ with its sign-up form', $newsletter['list'] ) );
			$popups = ( new Popups( $editor, $newsletter['list'] ) )->create();
			$progress->done( 'popups', sprintf( '%d popups, one per trigger, on the page /popups/', count( $popups['popups'] ) ) );
			$public   = array_filter( $articles, static fn ( array $a ): bool => 'publish' === $a['status'] );
			$triggers = ( new Popup_Triggers( $editor ) )->create( $popups['page'], $public ? (int) end( $public )['id'] : 0 );
			$progress->done( 'triggers', sprintf( '%d popups opened by Popup trigger blocks on /popups/', count( $triggers ) ) );
			$media    = ( new Showcase_Media( $editor ) )->import();
			$showcase = ( new Showcase( $editor, $images, array_column( array_reverse( $public ), 'id' ), $media ) )->create();
			$progress->done( 'showcase', sprintf( 'the page /showcase/ with %d block demos', $showcase['fragments'] ) );
			$patterns = ( new Tab_Patterns( $editor ) )->create( $showcase['page'] );
			$progress->done( 'patterns', sprintf( '%d synced patterns loaded by the showcase tabs and accordion', count( $patterns ) ) );
		}

		$this->finish();
		$progress->done( 'finish', 'term counts, caches, option ' . self::OPTION );
		return 0;
	}

	/**
	 * Sets up a fast, quiet bulk run.
	 */
	private function prepare(): void {
		// Importer mode: no pings, enclosures or "new post" side effects for thousands of back-dated posts.
		if ( ! defined( 'WP_IMPORTING' ) ) {
			define( 'WP_IMPORTING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's constant, as importers define it.
		}
		$admins = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		);
		if ( $admins ) {
			wp_set_current_user( (int) $admins[0] );
		}
		kses_remove_filters();
		wp_defer_term_counting( true );
		wp_defer_comment_counting( true );
		wp_suspend_cache_invalidation( true );
		remove_action( 'do_pings', 'do_all_pings' );
	}

	/**
	 * Deletes the "Hello world!" post and the "Sample Page" that wp_install() creates, unless someone edited them.
	 *
	 * @return array<int, string> Titles of what was removed.
	 */
	private function remove_core_samples(): array {
		$removed = array();
		foreach ( array(
			'post' => 'hello-world',
			'page' => 'sample-page',
		) as $type => $slug ) {
			$post = get_page_by_path( $slug, OBJECT, $type );
			if ( $post instanceof \WP_Post && $post->post_modified_gmt === $post->post_date_gmt ) {
				wp_delete_post( $post->ID, true );
				$removed[] = $post->post_title;
			}
		}
		return $removed;
	}

	/**
	 * Recounts, flushes caches once and records the option.
	 */
	private function finish(): void {
		wp_suspend_cache_invalidation( false );
		wp_defer_term_counting( false );
		wp_defer_comment_counting( false );
		wp_cache_flush();
		// Term writes ran with cache invalidation suspended: rebuild the category hierarchy option.
		clean_taxonomy_cache( 'category' );
		update_option( self::OPTION, $this->options->to_array(), false );
		/**
		 * Fires after the demo content has been generated, for plugins that keep derived data.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, int> $sizes Seed and sizes.
		 */
		do_action( 'inkwell_demo_content_seeded', $this->options->to_array() );
	}

	/**
	 * The id of the first account with a role.
	 *
	 * @param array<int, array{id: int, role: string}> $accounts Accounts.
	 * @param string                                   $role     Role.
	 * @return int
	 */
	private function first( array $accounts, string $role ): int {
		foreach ( $accounts as $account ) {
			if ( $role === $account['role'] ) {
				return $account['id'];
			}
		}
		return 0;
	}
}
