<?php
/**
 * The demo pages and navigation menus.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Demo;

use RuntimeException;

/**
 * Creates About, Explore (feed template), Account (account template) and Contact, the "Primary" menu at the
 * theme location primary and the "Footer" menu at footer.
 */
final class Site {

	/**
	 * Creates the step.
	 *
	 * @param Corpus $corpus Page texts.
	 * @param Clock  $clock  Calendar.
	 * @param int    $author Owner of the pages (the editor).
	 */
	public function __construct(
		private readonly Corpus $corpus,
		private readonly Clock $clock,
		private readonly int $author,
	) {}

	/**
	 * Creates the pages and menus.
	 *
	 * @param array<string, int> $categories Category ids by slug.
	 * @return array{pages: array<string, int>, menus: array<string, int>}
	 * @throws RuntimeException When a page or menu cannot be created.
	 */
	public function create( array $categories ): array {
		$texts = $this->corpus->phrases['pages'];
		$pages = array(
			'about'   => $this->page( 'About', 'about', self::paragraphs( $texts['about'] ), '' ),
			'explore' => $this->page( 'Explore', 'explore', self::paragraphs( array( $texts['explore'] ) ), 'page-templates/feed.php' ),
			'account' => $this->page( 'Account', 'account', self::paragraphs( array( $texts['account'] ) ), 'page-templates/account.php' ),
			'contact' => $this->page( 'Contact', 'contact', self::paragraphs( $texts['contact'] ), '' ),
		);

		$primary = $this->menu( 'Primary' );
		$this->link( $primary, 'Home', home_url( '/' ), 1 );
		$health  = $this->term_item( $primary, $categories['health'], 2 );
		$medical = $this->term_item( $primary, $categories['medical'], 3, $health );
		// A third level, so the menus show (and the specs test) every depth the theme offers.
		$this->page_item( $primary, $pages['contact'], 4, $medical );
		$position = 5;
		foreach ( array( 'technology', 'science', 'travel', 'culture' ) as $slug ) {
			$this->term_item( $primary, $categories[ $slug ], $position++ );
		}
		$this->page_item( $primary, $pages['about'], $position );

		$footer = $this->menu( 'Footer' );
		$this->page_item( $footer, $pages['about'], 1 );
		$this->page_item( $footer, $pages['contact'], 2 );
		$this->page_item( $footer, $pages['explore'], 3 );

		$locations            = (array) get_theme_mod( 'nav_menu_locations', array() );
		$locations['primary'] = $primary;
		$locations['footer']  = $footer;
		set_theme_mod( 'nav_menu_locations', $locations );

		return array(
			'pages' => $pages,
			'menus' => array(
				'primary' => $primary,
				'footer'  => $footer,
			),
		);
	}

	/**
	 * Creates a published page; the template is stored as meta so a template the theme lacks is still kept.
	 *
	 * @param string $title    Title.
	 * @param string $slug     Slug.
	 * @param string $content  Block markup.
	 * @param string $template Page template file, or ''.
	 * @return int
	 * @throws RuntimeException When WordPress refuses the page.
	 */
	private function page( string $title, string $slug, string $content, string $template ): int {
		$date = $this->clock->start() - 14 * Clock::DAY + 10 * 3600;
		$id   = Demo_Post::insert(
			array(
				'post_title'    => $title,
				'post_name'     => $slug,
				'post_content'  => $content,
				'post_type'     => 'page',
				'post_author'   => $this->author,
				'post_date'     => Clock::local( $date ),
				'post_date_gmt' => Clock::gmt( $date ),
			),
			"the page $title"
		);
		if ( '' !== $template ) {
			update_post_meta( $id, '_wp_page_template', $template );
		}
		return $id;
	}

	/**
	 * Creates a menu, marked as demo content.
	 *
	 * @param string $name Menu name.
	 * @return int
	 * @throws RuntimeException When a menu of that name exists (and is not demo content).
	 */
	private function menu( string $name ): int {
		$id = wp_create_nav_menu( $name );
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( "could not create the menu $name: " . $id->get_error_message() );
		}
		add_term_meta( (int) $id, '_inkwell_demo', 1, true );
		return (int) $id;
	}

	/**
	 * Adds a custom link.
	 *
	 * @param int    $menu     Menu.
	 * @param string $title    Label.
	 * @param string $url      URL.
	 * @param int    $position Order.
	 * @return int
	 */
	private function link( int $menu, string $title, string $url, int $position ): int {
		return $this->item(
			$menu,
			array(
				'menu-item-title'    => $title,
				'menu-item-url'      => $url,
				'menu-item-type'     => 'custom',
				'menu-item-position' => $position,
			)
		);
	}

	/**
	 * Adds a category.
	 *
	 * @param int $menu     Menu.
	 * @param int $term     Category id.
	 * @param int $position Order.
	 * @param int $parent   Parent menu item, or 0.
	 * @return int
	 */
	private function term_item( int $menu, int $term, int $position, int $parent = 0 ): int {
		return $this->item(
			$menu,
			array(
				'menu-item-object-id' => $term,
				'menu-item-object'    => 'category',
				'menu-item-type'      => 'taxonomy',
				'menu-item-position'  => $position,
				'menu-item-parent-id' => $parent,
			)
		);
	}

	/**
	 * Adds a page.
	 *
	 * @param int $menu     Menu.
	 * @param int $page     Page id.
	 * @param int $position Order.
	 * @param int $parent   Parent menu item, or 0.
	 * @return int
	 */
	private function page_item( int $menu, int $page, int $position, int $parent = 0 ): int {
		return $this->item(
			$menu,
			array(
				'menu-item-object-id' => $page,
				'menu-item-object'    => 'page',
				'menu-item-type'      => 'post_type',
				'menu-item-position'  => $position,
				'menu-item-parent-id' => $parent,
			)
		);
	}

	/**
	 * Saves a published menu item, marked as demo content.
	 *
	 * @param int                  $menu Menu.
	 * @param array<string, mixed> $data wp_update_nav_menu_item() data.
	 * @return int
	 * @throws RuntimeException When WordPress refuses the item.
	 */
	private function item( int $menu, array $data ): int {
		$id = wp_update_nav_menu_item( $menu, 0, $data + array( 'menu-item-status' => 'publish' ) );
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'could not add a menu item: ' . $id->get_error_message() );
		}
		update_post_meta( $id, '_inkwell_demo', 1 );
		return (int) $id;
	}

	/**
	 * Paragraph blocks.
	 *
	 * @param array<int, string> $texts Plain texts.
	 * @return string
	 */
	private static function paragraphs( array $texts ): string {
		return implode(
			"\n\n",
			array_map( static fn ( string $t ): string => "<!-- wp:paragraph -->\n<p>" . esc_html( $t ) . "</p>\n<!-- /wp:paragraph -->", $texts )
		);
	}
}
